import { z } from 'zod';

/**
 * zod's own messages ('Too big: expected string to have <=200 characters', 'Invalid option:
 * expected one of "a"|"b"') are for programmers. This map, installed once for every schema of the
 * app (client and server share the zod instance), turns each issue no schema worded itself into a
 * sentence for a person that names the field. Schemas that need exact spec texts pass their own
 * messages, which always win over this map.
 */

/** Words the plain camelCase split gets wrong. */
const WORDS: Record<string, string> = { id: 'ID', ids: 'IDs', url: 'URL', uri: 'URI', mfg: 'manufacturer' };

/** "firstName" → "First name", "organizationId" → "Organization ID", "isActive" → "Active". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/^is(?=[A-Z])/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The last named key of an issue's path, as a label; null at the top level. */
function labelOf(path: readonly PropertyKey[] | undefined): string | null {
  const key = [...(path ?? [])].reverse().find((part) => typeof part === 'string');
  return typeof key === 'string' && key !== '' ? fieldLabel(key) : null;
}

/** "a card type", "an organization type". */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  date: 'a date',
};

const FORMATS: Record<string, string> = {
  datetime: 'a date and time such as 2026-01-31T09:00:00Z',
  date: 'a date such as 2026-01-31',
  time: 'a time such as 09:00',
  url: 'a web address',
  uuid: 'a valid ID',
};

const plural = (count: number | bigint, one: string) => `${count} ${one}${Number(count) === 1 ? '' : 's'}`;

/** The person-written message for one issue, or undefined to leave zod's. */
export function personMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const field = labelOf(issue.path);
  const subject = field ?? 'This value';
  const required = field ? `${field} is required` : 'This field is required';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return required;
      return `${subject} must be ${KINDS[issue.expected] ?? 'of another kind'}`;
    case 'too_big': {
      const than = issue.inclusive === false ? 'less than' : 'at most';
      if (issue.origin === 'string')
        return `${subject} must be ${than} ${plural(issue.maximum, 'character')}`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${subject} can have ${than} ${plural(issue.maximum, 'item')}`;
      if (issue.origin === 'file') return `${subject} must be ${than} ${plural(issue.maximum, 'byte')}`;
      return `${subject} must be ${than} ${String(issue.maximum)}`;
    }
    case 'too_small': {
      const than = issue.inclusive === false ? 'more than' : 'at least';
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 && issue.inclusive !== false
          ? required
          : `${subject} must be ${than} ${plural(issue.minimum, 'character')}`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${subject} must have ${than} ${plural(issue.minimum, 'item')}`;
      return `${subject} must be ${than} ${String(issue.minimum)}`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'Please enter a valid email address';
      return `${subject} must be ${FORMATS[issue.format] ?? 'in the expected format'}`;
    case 'not_multiple_of':
      return `${subject} must be a multiple of ${String(issue.divisor)}`;
    case 'invalid_union':
      // A union told apart by a field (payment type) is a choice; any other one is just wrong.
      if (!('discriminator' in issue)) return `${subject} is not valid`;
      return field ? `Choose ${withArticle(field.toLowerCase())}` : `${subject} is not one of the choices`;
    case 'invalid_value':
      // An enum or a literal: the person picks from a list.
      return field ? `Choose ${withArticle(field.toLowerCase())}` : `${subject} is not one of the choices`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
    case 'invalid_key':
    case 'invalid_element':
      return `${subject} has an entry that is not valid`;
    case 'custom':
      return `${subject} is not valid`;
    default:
      return undefined;
  }
}

z.config({ customError: personMessage });
