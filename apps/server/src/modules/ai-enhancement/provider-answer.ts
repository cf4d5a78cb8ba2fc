import { z } from 'zod';
import {
  type EnhancementResult,
  MAX_ENHANCED_DESCRIPTION_LENGTH,
  MAX_ENHANCED_NAME_LENGTH,
} from '@crossover/domain/ai-enhancement';
import type { EnhancementInput, EnhancementOutcome } from './enhancer.ts';
import { modelNumbersIn, restoreModelNumbers } from './model-numbers.ts';
import { enhanceOffline } from './offline-enhancer.ts';
import { CATEGORIES, SUBCATEGORIES, TAXONOMY } from './taxonomy.ts';
import { comparable } from './text-cleaning.ts';

/**
 * What the model is asked to answer (JSON-schema structured output) and how its answer is judged
 * before anything is stored (decision 0020): the shape, the taxonomy, the lengths, and a
 * confidence that never rests on the model's word alone.
 */
export const providerAnswerSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  category: z.enum(CATEGORIES as [string, ...string[]]).nullable(),
  subcategory: z.enum(SUBCATEGORIES as [string, ...string[]]).nullable(),
  seriesName: z.string().nullable(),
  confidence: z.number(),
  reasons: z.object({ name: z.string(), category: z.string(), series: z.string() }),
});
export type ProviderAnswer = z.infer<typeof providerAnswerSchema>;

const fail = (error: string): EnhancementOutcome => ({ ok: false, error });

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`)
    .join('; ');
}

/**
 * The provider's name held to the original's model numbers and SKU (decision 0024): one it
 * re-cased or re-punctuated ('KT-69x') is put back as written; one it dropped or changed, or one
 * it made up, fails the answer (a wrong model number would reach the catalogue on approval).
 */
function checkedName(
  input: EnhancementInput,
  proposed: string,
): { name: string; repaired: string[] } | string {
  const { name, repaired, missing } = restoreModelNumbers(input.name, proposed, input.sku);
  if (missing.length > 0)
    return `The AI provider’s name changed or dropped the model number ${missing.join(', ')}`;
  const original = new Set(modelNumbersIn(input.name, input.sku).map((code) => code.toLowerCase()));
  const sku = input.sku?.trim().toLowerCase();
  const added = modelNumbersIn(name).filter(
    (code) => !original.has(code.toLowerCase()) && code.toLowerCase() !== sku,
  );
  if (added.length > 0)
    return `The AI provider’s name adds ${added.join(', ')}, which the original does not have`;
  return { name, repaired };
}

/**
 * Lowers the model's confidence where our own checks disagree with its answer (decision 0024): a
 * category our rules read differently from the name or the file (60); a series that is neither
 * the manufacturer's nor the file's (70), or one of the manufacturer's that neither the file nor
 * our reading of the name gives (70: a word of the name is not evidence enough); model numbers it
 * re-cased and we put back (85).
 */
function checkedConfidence(
  input: EnhancementInput,
  answer: ProviderAnswer,
  repaired: string[],
): { confidence: number; notes: string[] } {
  const notes: string[] = [];
  let cap = 100;
  const own = enhanceOffline(input);
  if (own.ok && own.result.category && answer.category && own.result.category !== answer.category) {
    cap = Math.min(cap, 60);
    notes.push(`our rules read ${own.result.category}`);
  }
  const series = answer.seriesName ? comparable(answer.seriesName) : null;
  const existing = input.existingSeries.map(comparable);
  const supported = [input.seriesName ?? '', own.ok ? (own.result.seriesName ?? '') : ''].map(comparable);
  if (series && !existing.includes(series) && !supported.includes(series)) {
    cap = Math.min(cap, 70);
    notes.push(`${answer.seriesName} is neither the manufacturer's series nor the file's`);
  } else if (series && !supported.includes(series)) {
    cap = Math.min(cap, 70);
    notes.push(`neither the file nor the name alone gives the series ${answer.seriesName}`);
  }
  if (repaired.length > 0) {
    cap = Math.min(cap, 85);
    notes.push(`model numbers put back as written (${repaired.join(', ')})`);
  }
  const stated = Math.round(Math.min(100, Math.max(0, answer.confidence)));
  return { confidence: Math.min(stated, cap), notes };
}

/** The model's raw answer (message content) judged: a result to store, or a failure with the reason. */
export function judgeAnswer(input: EnhancementInput, content: string | null | undefined): EnhancementOutcome {
  if (!content) return fail('The AI provider gave an empty answer');
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return fail('The AI provider’s answer is not valid JSON');
  }
  const shape = providerAnswerSchema.safeParse(parsed);
  if (!shape.success) return fail(`The AI provider’s answer does not fit: ${describeIssues(shape.error)}`);
  const answer = shape.data;
  if (answer.category === null && answer.subcategory !== null)
    return fail(`The AI provider proposed the subcategory ${answer.subcategory} without a category`);
  if (answer.category && answer.subcategory && !TAXONOMY[answer.category]!.includes(answer.subcategory))
    return fail(
      `The AI provider proposed ${answer.subcategory}, which is not a subcategory of ${answer.category}`,
    );
  const proposedName = answer.name.trim();
  if (proposedName === '') return fail('The AI provider proposed an empty name');
  const checked = checkedName(input, proposedName);
  if (typeof checked === 'string') return fail(checked);
  const { name, repaired } = checked;
  if (name.length > MAX_ENHANCED_NAME_LENGTH)
    return fail(`The AI provider proposed a name longer than ${MAX_ENHANCED_NAME_LENGTH} characters`);
  const description = answer.description?.trim() || null;
  if (description && description.length > MAX_ENHANCED_DESCRIPTION_LENGTH)
    return fail(
      `The AI provider proposed a description longer than ${MAX_ENHANCED_DESCRIPTION_LENGTH} characters`,
    );

  const { confidence, notes } = checkedConfidence(input, { ...answer, name }, repaired);
  // A series the manufacturer has is stored as the manufacturer spells it.
  const series = answer.seriesName?.trim() || null;
  const existing = series
    ? input.existingSeries.find((s) => comparable(s) === comparable(series))
    : undefined;
  const result: EnhancementResult = {
    name,
    description,
    category: answer.category,
    subcategory: answer.subcategory,
    seriesName: existing ?? series,
    confidence,
    reasons: {
      name: answer.reasons.name,
      category: answer.reasons.category,
      series: answer.reasons.series,
      confidence:
        notes.length === 0
          ? `the provider's ${Math.round(answer.confidence)}, confirmed by our checks`
          : `the provider said ${Math.round(answer.confidence)}; lowered: ${notes.join('; ')}`,
    },
  };
  return { ok: true, result };
}

/** The instructions the model works from: the taxonomy, the trade's conventions, honesty. */
export function systemPrompt(): string {
  const taxonomy = Object.entries(TAXONOMY)
    .map(([category, subs]) => `- ${category}: ${subs.join('; ')}`)
    .join('\n');
  return [
    'You clean product data for a B2B catalogue of 12V car audio (amplifiers, subwoofers, speakers, head units, processors, wiring).',
    'Improve the product name: fix casing and spacing, write units as the trade does (12", 6.5", 4 Ohm, 1000W RMS, 4 Gauge, 4-Channel, Double-DIN), spell out abbreviations (sub → Subwoofer, amp → Amplifier, coax → Coaxial, DVC → Dual Voice Coil).',
    'Copy every model number and the SKU into the name exactly as written, character for character and in the same case (KT-69X stays KT-69X, 12W3v3 stays 12W3v3); never add a model number the name does not have.',
    'Improve the description the same way, in sentences; never invent specifications. If there is no description, answer null.',
    'Choose the category and subcategory only from this taxonomy (null when none fits):',
    taxonomy,
    "For the series, prefer one of the manufacturer's existing series when the product belongs to it; otherwise the series the file proposes; otherwise null.",
    'confidence is 0-100: how sure you are that the whole answer is right. Give one short reason each for the name, the category and the series.',
  ].join('\n');
}

/** The product as the model sees it. */
export function userPrompt(input: EnhancementInput): string {
  return JSON.stringify({
    name: input.name,
    description: input.description,
    category: input.category,
    subcategory: input.subcategory,
    proposedSeries: input.seriesName,
    manufacturer: input.manufacturerName,
    manufacturerSeries: input.existingSeries,
    sku: input.sku,
  });
}
