import {
  type EnhancementResult,
  MAX_ENHANCED_DESCRIPTION_LENGTH,
  MAX_ENHANCED_NAME_LENGTH,
} from '@crossover/domain/ai-enhancement';
import type { EnhancementInput, EnhancementOutcome, Enhancer } from './enhancer.ts';
import { matchSeries } from './series-match.ts';
import { type Classification, classify, fromOriginal } from './taxonomy.ts';
import { brandWordsOf, cleanDescription, cleanName, comparable } from './text-cleaning.ts';

/**
 * The default enhancer: our own rules, no network, deterministic (decision 0020). Cleans the
 * name and description, infers category and subcategory from the taxonomy's keyword rules, matches
 * the series against the manufacturer's, and scores its confidence from what matched.
 */

/** Subcategories a name gives when it only says what kind of product it is; a description may say more. */
const GENERAL_SUBCATEGORIES = new Set(['Component Subwoofers', 'Coaxial Speakers']);

interface CategoryDecision {
  classification: Classification | null;
  /** Out of 45: how well the evidence agrees (the confidence's category part). */
  score: number;
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

function decideCategory(input: EnhancementInput, name: string, description: string | null): CategoryDecision {
  const original = fromOriginal(input.category, input.subcategory);
  const guess = inferred(name, description);
  if (!guess && !original)
    return {
      classification: null,
      score: 0,
      reason: 'nothing in the name, description or category matches the taxonomy',
    };
  if (!guess)
    return { classification: original, score: 30, reason: `the file's category (${original!.evidence})` };
  const { found, from } = guess;
  const words = `'${found.evidence}' in the ${from}`;
  if (!original) return { classification: found, score: from === 'description' ? 20 : 35, reason: words };
  if (original.category !== found.category) {
    // A product's name says what it is more reliably than a column; a description less so.
    return from === 'description'
      ? {
          classification: original,
          score: 20,
          reason: `the file's category; the description suggests ${label(found)}`,
        }
      : { classification: found, score: 15, reason: `${words}, although the file says ${label(original)}` };
  }
  if (original.subcategory && found.subcategory && original.subcategory !== found.subcategory) {
    const preferName = from !== 'description';
    return {
      classification: preferName ? found : original,
      score: 30,
      reason: preferName
        ? `${words}, although the file says ${original.subcategory}`
        : `the file's subcategory; the description suggests ${found.subcategory}`,
    };
  }
  return {
    classification: { ...found, subcategory: original.subcategory ?? found.subcategory },
    score: 45,
    reason: `${words}, as the file says`,
  };
}

/** A word starting with a letter and holding a digit: 'ST500.1', 'TX-10D4' (not '1000W' or '6x9"'). */
const isModelNumber = (word: string) => {
  const core = word.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '');
  return /^[A-Za-z]/.test(core) && /\d/.test(core);
};

/** The name's part of the confidence (out of 20): a model number, a brand word. */
function nameScore(name: string, input: EnhancementInput): { score: number; reason: string } {
  const hasModel = name.split(' ').some(isModelNumber);
  const words = comparable(name).split(' ');
  const brandNames = [input.manufacturerName, input.seriesName, ...input.existingSeries];
  const hasBrand = brandNames.some((brand) =>
    comparable(brand ?? '')
      .split(' ')
      .some((w) => w.length > 1 && words.includes(w)),
  );
  const parts = [
    hasModel ? 'a model number' : 'no model number',
    hasBrand ? 'a brand word' : 'no brand word',
  ];
  return { score: (hasModel ? 10 : 0) + (hasBrand ? 10 : 0), reason: parts.join(' and ') };
}

/** Enhances one product; pure. */
export function enhanceOffline(input: EnhancementInput): EnhancementOutcome {
  const brands = brandWordsOf([input.manufacturerName, ...input.existingSeries]);
  const proposal = input.seriesName?.trim() ? cleanName(input.seriesName, brands) : null;
  const allBrands = brandWordsOf([input.manufacturerName, ...input.existingSeries, proposal]);
  const name = cleanName(input.name, allBrands);
  if (name.length > MAX_ENHANCED_NAME_LENGTH)
    return { ok: false, error: `The name is longer than ${MAX_ENHANCED_NAME_LENGTH} characters` };
  const description = input.description?.trim() ? cleanDescription(input.description, allBrands) : null;
  if (description && description.length > MAX_ENHANCED_DESCRIPTION_LENGTH)
    return {
      ok: false,
      error: `The description is longer than ${MAX_ENHANCED_DESCRIPTION_LENGTH} characters`,
    };

  const category = decideCategory(input, name, description);
  const series = matchSeries(proposal, name, input.existingSeries, allBrands);
  const naming = nameScore(name, input);
  const subcategoryScore = category.classification?.subcategory ? 10 : 0;
  const seriesScore = series ? (series.kind === 'existing' ? 25 : 10) : 0;
  const confidence = Math.min(100, category.score + subcategoryScore + seriesScore + naming.score);

  const result: EnhancementResult = {
    name,
    description,
    category: category.classification?.category ?? null,
    subcategory: category.classification?.subcategory ?? null,
    seriesName: series?.name ?? null,
    confidence,
    reasons: {
      name:
        name === input.name.trim() ? 'already clean' : 'spacing, units, abbreviations and capitals cleaned',
      description:
        description === null
          ? 'no description to clean'
          : description === input.description?.trim()
            ? 'already clean'
            : 'spacing, units and capitals cleaned',
      category: category.reason,
      series: series?.reason ?? 'no series proposed, and the name names none of the manufacturer’s',
      confidence: `category ${category.score}/45, subcategory ${subcategoryScore}/10, series ${seriesScore}/25, name ${naming.score}/20 (${naming.reason})`,
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
