import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { EMULATION_HEADER } from '@crossover/domain/auth';
import { IDEMPOTENCY_KEY_HEADER } from '@crossover/domain/orders';
import { fieldLabel } from '@crossover/domain/person-errors';
import { badRequest } from '@/lib/errors.ts';

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, and a lone UTF-16 surrogate is not valid UTF-8:
 * either one reaching a query is a 500. So every string a request carries (path parameters, query,
 * JSON body keys and values, and the headers the app reads) is checked here once, before any schema
 * or handler sees it, and refused with a 400 that names the field.
 */

/** C0 controls other than tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with a string, or null when it can be stored. */
export function textProblem(value: string, label: string): string | null {
  if (CONTROL.test(value)) return `${label} must not contain control characters`;
  if (LONE_SURROGATE.test(value)) return `${label} contains a character that is not valid text`;
  return null;
}
const isUnsafe = (value: string) => CONTROL.test(value) || LONE_SURROGATE.test(value);

/** Headers the app reads into queries. */
const CHECKED_HEADERS = [EMULATION_HEADER, IDEMPOTENCY_KEY_HEADER];

interface Found {
  field: string;
  message: string;
}

interface Node {
  value: unknown;
  key: string | null;
  parent: Node | null;
}

/** "items.0.note" for a node, and the label of its last named key ("Note"). */
function describe(node: Node, rootName: string): { field: string; label: string } {
  const keys: string[] = [];
  for (let n: Node | null = node; n && n.key !== null; n = n.parent) keys.push(n.key);
  keys.reverse();
  const named = keys.findLast((k) => !/^\d+$/.test(k));
  return { field: keys.length > 0 ? keys.join('.') : rootName, label: fieldLabel(named ?? rootName) };
}

/**
 * The first unsafe string in a parsed request part, depth first. Iterative with parent links (no
 * path copies), so even a body nested a million levels deep costs linear time and no stack; keys
 * are checked too (jsonb stores them).
 */
export function findUnsafeText(root: unknown, rootName: string): Found | null {
  const stack: Node[] = [{ value: root, key: null, parent: null }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      if (!isUnsafe(value)) continue;
      const { field, label } = describe(node, rootName);
      return { field, message: textProblem(value, label)! };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--)
        stack.push({ value: value[i], key: String(i), parent: node });
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      const entries = Object.entries(value as Record<string, unknown>);
      const badKey = entries.find(([key]) => isUnsafe(key));
      if (badKey)
        return { field: describe(node, rootName).field, message: textProblem(badKey[0], 'A field name')! };
      for (let i = entries.length - 1; i >= 0; i--)
        stack.push({ value: entries[i]![1], key: entries[i]![0], parent: node });
    }
  }
  return null;
}

const decodes = (part: string): string | null => {
  try {
    return decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    return null;
  }
};

/**
 * A query value whose escapes are not UTF-8 (how a lone surrogate travels in an address): the
 * query parser keeps such a value undecoded, so it is found here, in the raw address.
 */
export function findUndecodableQuery(rawUrl: string | undefined): Found | null {
  const search = rawUrl?.split('?').slice(1).join('?') ?? '';
  for (const pair of search.split('&')) {
    if (!/%[89a-f][0-9a-f]/i.test(pair)) continue;
    const cut = pair.includes('=') ? pair.indexOf('=') : pair.length;
    const key = decodes(pair.slice(0, cut));
    if (key === null) return { field: 'query', message: textProblem('\ud800', 'A field name')! };
    if (decodes(pair.slice(cut + 1)) === null)
      return { field: key, message: textProblem('\ud800', fieldLabel(key))! };
  }
  return null;
}

function check(request: FastifyRequest): Found | null {
  const headers: Record<string, unknown> = {};
  for (const name of CHECKED_HEADERS)
    if (request.headers[name] !== undefined) headers[name] = request.headers[name];
  return (
    findUnsafeText(request.params, 'path') ??
    findUnsafeText(request.query, 'query') ??
    findUndecodableQuery(request.raw.url) ??
    findUnsafeText(headers, 'headers') ??
    findUnsafeText(request.body, 'body')
  );
}

export const textSafetyPlugin = fp(async (app: FastifyInstance) => {
  // preValidation: after the body is parsed, before the route's schema coerces or reports on it.
  app.addHook('preValidation', async (request) => {
    const found = check(request);
    if (found) throw badRequest(found.message, { [found.field]: found.message });
  });
});
