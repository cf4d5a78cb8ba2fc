import { z } from 'zod';
// Installs the person-written messages for every issue a schema does not word itself.
import { withArticle } from './person-errors.ts';

/**
 * Field builders for request and form schemas: each names its field in every message, and each
 * message names the actual problem (too long is never "is required").
 */

export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;
export const choiceMessage = (noun: string) => `Choose ${withArticle(noun)}`;

/**
 * Text that must not be blank: "<label> is required" when missing or blank (or `requiredMessage`
 * where the spec words it), "<label> must be at most N characters" when too long.
 */
export function requiredText(label: string, max: number, requiredMessage = `${label} is required`) {
  return z
    .string({ error: (issue) => (issue.input == null ? requiredMessage : `${label} must be text`) })
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLongMessage(label, max));
}

/** Optional text: missing, null or blank all become null. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLongMessage(label, max))
    .nullish()
    .transform((v) => (v ? v : null));
}

/** One of a fixed list: 'Choose a card type' for anything else (missing included). */
export function choice<const T extends readonly [string, ...string[]]>(noun: string, values: T) {
  return z.enum(values, { error: choiceMessage(noun) });
}
