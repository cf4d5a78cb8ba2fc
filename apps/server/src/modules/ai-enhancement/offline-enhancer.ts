import {
  type EnhancementResult,
  MAX_ENHANCED_DESCRIPTION_LENGTH,
  MAX_ENHANCED_NAME_LENGTH,
} from '@crossover/domain/ai-enhancement';
import type { EnhancementInput, EnhancementOutcome, Enhancer } from './enhancer.ts';
import { isKeptExactly, splitToken } from './model-numbers.ts';
import { SERIES_CONFIDENCE, matchSeries } from './series-match.ts';
import { type Classification, classify, fromOriginal } from './taxonomy.ts';
import { brandWordsOf, cleanDescription, cleanName } from './text-cleaning.ts';

/**
 * The default enhancer: our own rules, no network, deterministic (decisions 0020, 0024). Cleans
 * the name and description (model numbers and the SKU kept exactly), infers category and
 * subcategory from the taxonomy's keyword rules, matches the series against the manufacturer's,
 * and gives each field a confidence from its evidence; the row's confidence is its weakest
 * field's, so one guess never hides behind two certainties.
 */

/** Subcategories a name gives when it only says what kind of product it is; a description may say more. */
const GENERAL_SUBCATEGORIES = new Set(['Component Subwoofers', 'Coaxial Speakers']);

/**
 * What each kind of category evidence is worth (decision 0024). High (90+) needs the product's
 * own name to place it: the file and the name agreeing, or the name alone down to the
 * subcategory (the rules place 99 % of the demo catalogue from names alone). A file's column alone,
 * a description, or sources that disagree are Medium or Low.
 */
export const CATEGORY_CONFIDENCE = {
  fileAndNameAgree: 97,
  nameAlone: 90,
  nameAndDescription: 85,
  fileAlone: 85,
  /** Same category, another subcategory, or only a category without its subcategory. */
  partial: 70,
  descriptionAlone: 60,
  fileAgainstDescription: 60,
  nameAgainstFile: 55,
  /** Nothing places the product: the proposal has no category. */
  none: 30,
} as const;

/** The name's part: unchanged, cleaned by rules, or a shouting name whose words were re-cased. */
export const NAME_CONFIDENCE = { unchanged: 100, cleaned: 95, recased: 85 } as const;

interface CategoryDecision {
  classification: Classification | null;
  confidence: number;
  reason: string;
}

/** The name's classification, made more specific by the description where the name is general. */
function inferred(name: string, description: string | null): { found: Classification; from: string } | null {
  const byName = classify(name);
  const byDescription = description ? classify(description) : null;
  if (!byName) return byDescription ? { found: byDescription, from: 'description' } : null;
  const general = byName.subcategory === null || GENERAL_SUBCATEGORIES.has(byName.subcategory);
  if (general && byDescription?.category === byName.category && byDescription.subcategory)
    return { found: { ...byName, subcategory: byDescription.subcategory }, from: 'name and description' };
  return { found: byName, from: 'name' };
}

const label = (c: Classification) => (c.subcategory ? `${c.category} › ${c.subcategory}` : c.category);
const C = CATEGORY_CONFIDENCE;
/** Without a subcategory a proposal is never more than partial. */
const capped = (c: Classification | null, confidence: number) =>
  c?.subcategory ? confidence : Math.min(confidence, C.partial);

function decideCategory(input: EnhancementInput, name: string, description: string | null): CategoryDecision {
  const original = fromOriginal(input.category, input.subcategory);
  const guess = inferred(name, description);
  if (!guess && !original)
    return {
      classification: null,
      confidence: C.none,
      reason: 'nothing in the name, description or category matches the taxonomy',
    };
  if (!guess)
    return {
      classification: original,
      confidence: capped(original, C.fileAlone),
      reason: `the file's category (${original!.evidence})`,
    };
  const { found, from } = guess;
  const words = `'${found.evidence}' in the ${from}`;
  if (!original) {
    const alone = { description: C.descriptionAlone, name: C.nameAlone }[from] ?? C.nameAndDescription;
    return { classification: found, confidence: capped(found, alone), reason: words };
  }
  if (original.category !== found.category) {
    // A product's name says what it is more reliably than a column; a description less so.
    return from === 'description'
      ? {
          classification: original,
          confidence: capped(original, C.fileAgainstDescription),
          reason: `the file's category; the description suggests ${label(found)}`,
        }
      : {
          classification: found,
          confidence: capped(found, C.nameAgainstFile),
          reason: `${words}, although the file says ${label(original)}`,
        };
  }
  if (original.subcategory && found.subcategory && original.subcategory !== found.subcategory) {
    const preferName = from !== 'description';
    return {
      classification: preferName ? found : original,
      confidence: C.partial,
      reason: preferName
        ? `${words}, although the file says ${original.subcategory}`
        : `the file's subcategory; the description suggests ${found.subcategory}`,
    };
  }
  const agreed = { ...found, subcategory: original.subcategory ?? found.subcategory };
  return {
    classification: agreed,
    confidence: capped(agreed, from === 'description' ? C.fileAlone : C.fileAndNameAgree),
    reason: `${words}, as the file says`,
  };
}

/** A name in capitals: its words are re-cased by rule, and a brand's own spelling may be lost. */
function isShoutingName(name: string, sku: string | null): boolean {
  const words = name
    .split(/\s+/)
    .filter((word) => !isKeptExactly(splitToken(word)[1], sku))
    .filter((word) => /^[A-Za-z]{3,}$/.test(word));
  return words.length >= 2 && words.every((word) => word === word.toUpperCase());
}

function nameConfidence(raw: string, name: string, sku: string | null): number {
  if (name === raw.trim()) return NAME_CONFIDENCE.unchanged;
  return isShoutingName(raw, sku) ? NAME_CONFIDENCE.recased : NAME_CONFIDENCE.cleaned;
}

/** Enhances one product; pure. */
export function enhanceOffline(input: EnhancementInput): EnhancementOutcome {
  const brands = brandWordsOf([input.manufacturerName, ...input.existingSeries]);
  const proposal = input.seriesName?.trim() ? cleanName(input.seriesName, brands) : null;
  const allBrands = brandWordsOf([input.manufacturerName, ...input.existingSeries, proposal]);
  const name = cleanName(input.name, allBrands, input.sku);
  if (name.length > MAX_ENHANCED_NAME_LENGTH)
    return { ok: false, error: `The name is longer than ${MAX_ENHANCED_NAME_LENGTH} characters` };
  const description = input.description?.trim()
    ? cleanDescription(input.description, allBrands, input.sku)
    : null;
  if (description && description.length > MAX_ENHANCED_DESCRIPTION_LENGTH)
    return {
      ok: false,
      error: `The description is longer than ${MAX_ENHANCED_DESCRIPTION_LENGTH} characters`,
    };

  const category = decideCategory(input, name, description);
  const series = matchSeries(proposal, name, input.existingSeries, allBrands);
  const fields = {
    name: nameConfidence(input.name, name, input.sku),
    category: category.confidence,
    series: series?.confidence ?? SERIES_CONFIDENCE.none,
  };
  const [weakest, confidence] = Object.entries(fields).sort(([, a], [, b]) => a - b)[0]!;

  const result: EnhancementResult = {
    name,
    description,
    category: category.classification?.category ?? null,
    subcategory: category.classification?.subcategory ?? null,
    seriesName: series?.name ?? null,
    confidence,
    reasons: {
      name:
        name === input.name.trim()
          ? 'already clean'
          : 'spacing, units, abbreviations and capitals cleaned; model numbers kept as written',
      description:
        description === null
          ? 'no description to clean'
          : description === input.description?.trim()
            ? 'already clean'
            : 'spacing, units and capitals cleaned',
      category: category.reason,
      series: series?.reason ?? 'no series proposed, and the name names none of the manufacturer’s alone',
      confidence: `the weakest field's: ${weakest} (name ${fields.name}, category ${fields.category}, series ${fields.series})`,
    },
  };
  return { ok: true, result };
}

export function createOfflineEnhancer(): Enhancer {
  return {
    kind: 'offline',
    // Pure and fast: a batch is bounded by the embedded database's one connection, not by the work.
    batchSize: 100,
    async enhanceMany(inputs, signal) {
      signal?.throwIfAborted();
      return inputs.map(enhanceOffline);
    },
  };
}
