import { z } from 'zod';
import {
  type EnhancementResult,
  MAX_ENHANCED_DESCRIPTION_LENGTH,
  MAX_ENHANCED_NAME_LENGTH,
} from '@crossover/domain/ai-enhancement';
import type { EnhancementInput, EnhancementOutcome } from './enhancer.ts';
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

/** Model numbers of a name (a letter and a digit in one word), compared without punctuation. */
const modelNumbers = (name: string) =>
  comparable(name)
    .split(' ')
    .filter((word) => /[a-z]/.test(word) && /\d/.test(word));

/**
 * Lowers the model's confidence where our own checks disagree with its answer: a category our
 * rules read differently from the name or the file, a series that is neither the manufacturer's
 * nor the file's, a model number the new name lost.
 */
function checkedConfidence(
  input: EnhancementInput,
  answer: ProviderAnswer,
): { confidence: number; notes: string[] } {
  const notes: string[] = [];
  let cap = 100;
  const own = enhanceOffline(input);
  if (own.ok && own.result.category && answer.category && own.result.category !== answer.category) {
    cap = Math.min(cap, 60);
    notes.push(`our rules read ${own.result.category}`);
  }
  const knownSeries = [...input.existingSeries, input.seriesName ?? ''].map(comparable);
  if (answer.seriesName && !knownSeries.includes(comparable(answer.seriesName))) {
    cap = Math.min(cap, 70);
    notes.push(`${answer.seriesName} is neither the manufacturer's series nor the file's`);
  }
  const kept = new Set(modelNumbers(answer.name));
  const lost = modelNumbers(input.name).filter((code) => !kept.has(code));
  if (lost.length > 0) {
    cap = Math.min(cap, 50);
    notes.push(`the name lost the model number ${lost.join(', ')}`);
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
  const name = answer.name.trim();
  if (name === '') return fail('The AI provider proposed an empty name');
  if (name.length > MAX_ENHANCED_NAME_LENGTH)
    return fail(`The AI provider proposed a name longer than ${MAX_ENHANCED_NAME_LENGTH} characters`);
  const description = answer.description?.trim() || null;
  if (description && description.length > MAX_ENHANCED_DESCRIPTION_LENGTH)
    return fail(
      `The AI provider proposed a description longer than ${MAX_ENHANCED_DESCRIPTION_LENGTH} characters`,
    );

  const { confidence, notes } = checkedConfidence(input, { ...answer, name });
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
    'Improve the product name: fix casing and spacing, write units as the trade does (12", 6.5", 4 Ohm, 1000W RMS, 4 Gauge, 4-Channel, Double-DIN), spell out abbreviations (sub → Subwoofer, amp → Amplifier, coax → Coaxial, DVC → Dual Voice Coil), keep every model number exactly.',
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
