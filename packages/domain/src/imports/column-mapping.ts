import { distance } from 'fastest-levenshtein';

/**
 * ★ Column mapping suggestions for any import (the product import, price lists, PMAP workbooks):
 * a set of field definitions (each with the names the trade gives it) matched against a file's
 * header row — from a previous mapping when its file had columns of the same names, else by each
 * header's name: exact, a synonym ('Item No', 'Part #' → SKU), or close in spelling (Levenshtein
 * similarity ≥ SIMILARITY_THRESHOLD). Pure and deterministic.
 */

/** "Part #" → "partno", "Item No." → "itemno", "MSRP ($)" → "msrp", "Série" → "serie". */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/#/g, 'no')
    .replace(/number/g, 'no')
    .replace(/[^a-z0-9]/g, '');
}

export interface FieldDefinition<F extends string = string> {
  key: F;
  /** As the screens and messages name it ('SKU', 'Master Pack Qty Cost'). */
  label: string;
  /** A file without a column for it cannot be imported. */
  required?: boolean;
  /** Normalised names (normalizeHeader) the field is known by, its own name first. */
  synonyms: readonly string[];
  /** Names that mean the field in some files only: they lose to any exact name or synonym. */
  weakSynonyms?: readonly string[];
  /** Names close in spelling that mean something else ('masterpackqty' is not 'masterpackqtycost'). */
  unlike?: readonly string[];
  /** Whether one sample cell would give the field a value: a column whose filled cells all fail is not suggested. */
  reads?: (cell: string, header: string) => boolean;
}

/** Below this similarity (1 − distance / longer length) a header is not suggested. */
export const SIMILARITY_THRESHOLD = 0.75;
/** Headers shorter than this are matched exactly: 'last' is one letter from 'list'. */
const MIN_SIMILAR_LENGTH = 6;

export type SuggestionSource = 'previous' | 'name' | 'synonym' | 'similar';

/** Field → zero-based column, or null when no column is mapped to it. */
export type FieldColumns<F extends string> = Record<F, number | null>;

export interface ColumnSuggestion<F extends string> {
  mapping: FieldColumns<F>;
  /** Why each suggested field was chosen, for the ★ and its tooltip. */
  sources: Partial<Record<F, SuggestionSource>>;
}

/** A mapping used before, with the header row of the file it was used on. */
export interface PreviousColumns<F extends string> {
  headers: readonly string[];
  mapping: Partial<Record<F, number | null>>;
}

const similarity = (a: string, b: string): number =>
  a === b ? 1 : 1 - distance(a, b) / Math.max(a.length, b.length, 1);

/** How well a normalised header names a field, with why; null below the threshold. */
function score(header: string, field: FieldDefinition): { score: number; source: SuggestionSource } | null {
  if (header === '') return null;
  const { synonyms } = field;
  if (header === normalizeHeader(field.key) || header === synonyms[0]) return { score: 1, source: 'name' };
  if (synonyms.includes(header)) return { score: 0.99, source: 'synonym' };
  if (field.weakSynonyms?.includes(header)) return { score: 0.9, source: 'synonym' };
  // Short names ('wt', 'map', 'last') differ from others by a letter or two: exact matches only.
  if (header.length < MIN_SIMILAR_LENGTH || field.unlike?.includes(header)) return null;
  let best = 0;
  for (const synonym of synonyms) if (synonym.length >= 4) best = Math.max(best, similarity(header, synonym));
  return best >= SIMILARITY_THRESHOLD ? { score: best * 0.98, source: 'similar' } : null;
}

/**
 * The previous mapping carried over by column name: a field goes to the column of the new file
 * named as its column was named before (wherever it now sits). Fields whose column is gone stay
 * for the name-based pass.
 */
function carryOver<F extends string>(
  headers: readonly string[],
  fields: readonly FieldDefinition<F>[],
  previous: PreviousColumns<F>,
): { mapping: Partial<FieldColumns<F>>; sources: Partial<Record<F, SuggestionSource>> } {
  const mapping: Partial<FieldColumns<F>> = {};
  const sources: Partial<Record<F, SuggestionSource>> = {};
  const used = new Set<number>();
  const byName = new Map<string, number>();
  headers.forEach((header, index) => {
    const key = normalizeHeader(header);
    if (key !== '' && !byName.has(key)) byName.set(key, index);
  });
  for (const { key: field } of fields) {
    const before = previous.mapping[field];
    if (before === null || before === undefined) continue;
    const name = previous.headers[before];
    const index = name === undefined ? undefined : byName.get(normalizeHeader(name));
    if (index === undefined || used.has(index)) continue;
    mapping[field] = index;
    sources[field] = 'previous';
    used.add(index);
  }
  return { mapping, sources };
}

/** Whether the sample's filled cells of a column do not all fail the field's reader. */
function readsAs(
  field: FieldDefinition,
  header: string | undefined,
  sampleRows: readonly (readonly string[])[],
  index: number,
): boolean {
  if (!field.reads) return true;
  const cells = sampleRows.map((row) => (row[index] ?? '').trim()).filter((cell) => cell !== '');
  return cells.length === 0 || cells.some((cell) => field.reads!(cell, header ?? ''));
}

/**
 * Suggests a column for each field: first the previous mapping by column name, then the best
 * remaining header by name, synonym or spelling — each column used once, the strongest pairs
 * first, ties to the leftmost column and the field listed first. Unmatched fields are null; the
 * mapping lists the fields in their definitions' order.
 */
export function suggestColumns<F extends string>(
  headers: readonly string[],
  fields: readonly FieldDefinition<F>[],
  {
    previous = null,
    sampleRows = [],
  }: { previous?: PreviousColumns<F> | null; sampleRows?: readonly (readonly string[])[] } = {},
): ColumnSuggestion<F> {
  const carried = previous ? carryOver(headers, fields, previous) : { mapping: {}, sources: {} };
  const mapping: Partial<FieldColumns<F>> = { ...carried.mapping };
  const sources: Partial<Record<F, SuggestionSource>> = { ...carried.sources };
  const usedColumns = new Set(
    Object.values<number | null | undefined>(mapping).filter((index): index is number => index != null),
  );

  const candidates: { order: number; field: F; index: number; score: number; source: SuggestionSource }[] =
    [];
  const normalized = headers.map(normalizeHeader);
  fields.forEach((field, order) => {
    if (mapping[field.key] != null) return;
    normalized.forEach((header, index) => {
      if (usedColumns.has(index)) return;
      const match = score(header, field);
      if (match && readsAs(field, headers[index], sampleRows, index))
        candidates.push({ order, field: field.key, index, ...match });
    });
  });
  candidates.sort((a, b) => b.score - a.score || a.index - b.index || a.order - b.order);
  for (const candidate of candidates) {
    if (mapping[candidate.field] != null || usedColumns.has(candidate.index)) continue;
    mapping[candidate.field] = candidate.index;
    sources[candidate.field] = candidate.source;
    usedColumns.add(candidate.index);
  }
  const ordered = Object.fromEntries(fields.map(({ key }) => [key, mapping[key] ?? null]));
  return { mapping: ordered as FieldColumns<F>, sources };
}

/** The required fields no column is mapped to. */
export const missingFields = <F extends string>(
  mapping: FieldColumns<F>,
  fields: readonly FieldDefinition<F>[],
): FieldDefinition<F>[] => fields.filter((field) => field.required && mapping[field.key] == null);

/** A row's cell of a mapped field, trimmed; '' when unmapped. */
export const fieldCell = <F extends string>(
  cells: readonly string[],
  mapping: FieldColumns<F>,
  field: F,
): string => {
  const index = mapping[field];
  return index == null ? '' : (cells[index] ?? '').trim();
};
