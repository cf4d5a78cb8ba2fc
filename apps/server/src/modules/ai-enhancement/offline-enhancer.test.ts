import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { confidenceLevel, enhancementResultSchema } from '@crossover/domain/ai-enhancement';
import { type DemoManufacturerKey, buildDemoCatalog } from '@/db/seed/demo-catalog.ts';
import { createRandom } from '@/db/seed/prng.ts';
import type { EnhancementInput } from './enhancer.ts';
import {
  CATEGORY_CONFIDENCE,
  NAME_CONFIDENCE,
  createOfflineEnhancer,
  enhanceOffline,
} from './offline-enhancer.ts';
import { SERIES_CONFIDENCE } from './series-match.ts';
import { TAXONOMY, fromOriginal, isInTaxonomy } from './taxonomy.ts';

const MANUFACTURERS: Record<DemoManufacturerKey, string> = {
  thunderline: 'Thunderline Audio',
  kestrel: 'Kestrel Acoustics',
  northgate: 'Northgate Electronics',
};
const catalog = buildDemoCatalog(createRandom(1));
const seriesOf = (maker: DemoManufacturerKey) =>
  catalog.filter((s) => s.manufacturer === maker).map((s) => s.name);
const products = catalog.flatMap((series) =>
  series.products.map((product) => ({ ...product, series: series.name, maker: series.manufacturer })),
);

const input = (overrides: Partial<EnhancementInput>): EnhancementInput => ({
  name: 'x',
  description: null,
  category: null,
  subcategory: null,
  seriesName: null,
  manufacturerName: 'Thunderline Audio',
  existingSeries: seriesOf('thunderline'),
  sku: null,
  ...overrides,
});

function enhanced(overrides: Partial<EnhancementInput>) {
  const outcome = enhanceOffline(input(overrides));
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.result;
}

describe('the taxonomy', () => {
  it('holds every category and subcategory of the demo catalogue', () => {
    expect(products.length).toBeGreaterThan(300);
    const missing = products.filter((p) => !isInTaxonomy(p.category, p.subcategory));
    expect(missing.map((p) => `${p.category} › ${p.subcategory}`)).toEqual([]);
  });

  it.each([
    ['AMPS', 'mono', 'Amplifiers', 'Monoblock Amplifiers'],
    ['Car Audio > Subwoofers', null, 'Subwoofers', null],
    [null, '4 channel amplifier', 'Amplifiers', '4-Channel Amplifiers'],
    ['speakers', 'Coaxial Speaker', 'Speakers', 'Coaxial Speakers'],
    ['Install / Wiring', null, 'Wiring & Installation', null],
  ])('reads a file category %s / %s as %s › %s', (category, subcategory, expectedCategory, expectedSub) => {
    expect(fromOriginal(category, subcategory)).toMatchObject({
      category: expectedCategory,
      subcategory: expectedSub,
    });
  });

  it('recognises nothing in an unrelated category', () => {
    expect(fromOriginal('Garden furniture', null)).toBeNull();
    expect(fromOriginal(null, null)).toBeNull();
  });
});

describe('enhanceOffline on the demo catalogue', () => {
  it('finds the category and subcategory of at least 98% of products from name and description alone', () => {
    const results = products.map((p) => ({
      p,
      r: enhanced({
        name: p.name,
        description: p.description,
        manufacturerName: MANUFACTURERS[p.maker],
        existingSeries: seriesOf(p.maker),
      }),
    }));
    const right = results.filter(({ p, r }) => r.category === p.category && r.subcategory === p.subcategory);
    expect(right.length / results.length).toBeGreaterThanOrEqual(0.98);
    // The series by the name alone: every product whose name starts with its series.
    const named = results.filter(({ p }) => p.name.startsWith(`${p.series} `));
    expect(named.length).toBeGreaterThan(250);
    expect(named.filter(({ p, r }) => r.seriesName === p.series).length).toBe(named.length);
  });

  it('leaves good data as it is, agreeing with the file, at High confidence', () => {
    // Where the demo's own category differs from the taxonomy's reading, the row says so and is not High.
    const disputed = new Set([
      'Bridge BKB-1 Digital Bass Knob',
      'Conduit 16 Gauge Speaker Harness Extension, 4-Door',
      'Conduit 18 Gauge Speaker Harness Extension, 2-Door',
    ]);
    for (const p of products) {
      const r = enhanced({
        name: p.name,
        description: p.description,
        category: p.category,
        subcategory: p.subcategory,
        seriesName: p.series,
        manufacturerName: MANUFACTURERS[p.maker],
        existingSeries: seriesOf(p.maker),
      });
      expect(r.name).toBe(p.name);
      expect(r.seriesName).toBe(p.series);
      if (disputed.has(p.name)) {
        expect(r.confidence).toBeLessThanOrEqual(CATEGORY_CONFIDENCE.partial);
        expect(r.reasons.category).toMatch(/although the file says/);
      } else expect(r.confidence).toBeGreaterThanOrEqual(90);
    }
  });
});

describe('enhanceOffline on a messy row', () => {
  const messy = {
    name: 'THUNDERLINE storm st1000.1 mono amp 1000w rms',
    description: 'CLASS D MONO AMP, 1000W RMS @ 1 OHM',
    category: 'AMPS',
    subcategory: null,
    seriesName: 'storm series',
  };

  it('cleans the name, maps the category, finds the series and says why', () => {
    const r = enhanced(messy);
    expect(r).toMatchObject({
      name: 'Thunderline Storm st1000.1 Monoblock Amplifier 1000W RMS',
      description: 'Class D monoblock amplifier, 1000 W RMS @ 1 ohm',
      category: 'Amplifiers',
      subcategory: 'Monoblock Amplifiers',
      seriesName: 'Storm',
      confidence: NAME_CONFIDENCE.cleaned,
    });
    expect(r.reasons.series).toBe("the manufacturer's series Storm");
    expect(enhancementResultSchema.parse(r)).toEqual(r);
  });

  it('keeps a new series the file proposes, cleaned, with less confidence', () => {
    const r = enhanced({ ...messy, seriesName: 'cyclone', name: 'cyclone cy-1200.1 compact mono amp' });
    expect(r).toMatchObject({ name: 'Cyclone cy-1200.1 Compact Monoblock Amplifier', seriesName: 'Cyclone' });
    expect(r.confidence).toBe(SERIES_CONFIDENCE.newFromFile);
    expect(r.reasons.confidence).toContain("the weakest field's: series");
  });

  it('is honest when little matches: a bare name scores low and proposes no category', () => {
    const r = enhanced({ name: 'gizmo 3000', manufacturerName: null, existingSeries: [] });
    expect(r).toMatchObject({ name: 'Gizmo 3000', category: null, subcategory: null, seriesName: null });
    expect(r.confidence).toBe(CATEGORY_CONFIDENCE.none);
    expect(confidenceLevel(r.confidence)).toBeNull();
  });

  it('scores more evidence higher: category from the file only < from the name < both agreeing', () => {
    const storm = { seriesName: 'Storm', manufacturerName: null };
    const fileOnly = enhanced({ ...storm, name: 'Widget', category: 'Subwoofers' });
    const nameOnly = enhanced({ ...storm, name: '12in sub' });
    const both = enhanced({ ...storm, name: '12in sub', category: 'subs' });
    expect(fileOnly.category).toBe('Subwoofers');
    expect(fileOnly.confidence).toBeLessThan(nameOnly.confidence);
    expect(nameOnly.confidence).toBeLessThan(both.confidence);
  });

  it('prefers the name over a file category that contradicts it, with a low score and the reason', () => {
    const r = enhanced({
      name: '12in sub dvc 4ohm',
      category: 'Speakers',
      manufacturerName: null,
      existingSeries: [],
    });
    expect(r).toMatchObject({ category: 'Subwoofers', subcategory: 'Component Subwoofers' });
    expect(r.reasons.category).toContain('although the file says Speakers');
    expect(r.confidence).toBe(CATEGORY_CONFIDENCE.nameAgainstFile);
    expect(confidenceLevel(r.confidence)).toBe('Low');
  });

  it('fails a name longer than the result allows, with the reason', () => {
    expect(enhanceOffline(input({ name: 'word '.repeat(60) }))).toEqual({
      ok: false,
      error: 'The name is longer than 200 characters',
    });
  });

  it('answers every input in order through the Enhancer interface', async () => {
    const outcomes = await createOfflineEnhancer().enhanceMany([
      input({ name: 'amp' }),
      input({ name: 'sub' }),
    ]);
    expect(outcomes.map((o) => o.ok && o.result.name)).toEqual(['Amplifier', 'Subwoofer']);
  });
});

describe('the rows of issue 15 item 19', () => {
  it("keeps 'KT-69X' as written and rates a new series Medium, not 85 % on a re-cased name", () => {
    const r = enhanced({
      name: 'Kite KT-69X 6x9" Coaxial Speakers',
      category: 'Speakers',
      subcategory: 'Coaxial Speakers',
      seriesName: 'Kite',
      manufacturerName: 'Kestrel Acoustics',
      existingSeries: seriesOf('kestrel').filter((s) => s !== 'Kite'),
      sku: 'KT-69X',
    });
    expect(r).toMatchObject({ name: 'Kite KT-69X 6x9" Coaxial Speakers', subcategory: 'Coaxial Speakers' });
    expect(r.confidence).toBe(SERIES_CONFIDENCE.newFromFile);
    expect(confidenceLevel(r.confidence)).toBe('Medium');
  });

  it('puts a bass knob for two series in neither, under Amplifiers › Remote Level Controls, not High', () => {
    const r = enhanced({
      name: 'Remote Bass Knob RBK-2 for Storm and Surge amps',
      category: 'Accessories',
      subcategory: 'Remote Controls',
      sku: 'TLI-RBK2',
    });
    expect(r).toMatchObject({
      name: 'Remote Bass Knob RBK-2 for Storm and Surge Amplifiers',
      category: 'Amplifiers',
      subcategory: 'Remote Level Controls',
      seriesName: null,
    });
    expect(confidenceLevel(r.confidence)).not.toBe('High');
  });

  it('reads a 3-way crossover as a crossover, not a coaxial speaker', () => {
    const r = enhanced({
      name: 'Signal SD-3 3-Way Active Crossover',
      category: 'Processors',
      subcategory: 'Crossovers',
      seriesName: 'Signal',
      manufacturerName: 'Northgate Electronics',
      existingSeries: seriesOf('northgate'),
    });
    expect(r).toMatchObject({ category: 'Processors', subcategory: 'Crossovers', seriesName: 'Signal' });
    expect(confidenceLevel(r.confidence)).toBe('High');
  });

  it('never rates a series read from a word of the name High', () => {
    const atStart = enhanced({ name: 'Storm ST-500.1 Monoblock Amplifier', category: 'Amplifiers' });
    expect(atStart).toMatchObject({ seriesName: 'Storm', confidence: SERIES_CONFIDENCE.nameStartsWith });
    const inside = enhanced({
      name: 'Competition Storm ST-500.1 Monoblock Amplifier',
      category: 'Amplifiers',
    });
    expect(inside).toMatchObject({ seriesName: 'Storm', confidence: SERIES_CONFIDENCE.nameHolds });
    const two = enhanced({ name: 'Storm and Surge Amplifier Rack', category: null });
    expect(two.seriesName).toBeNull();
  });
});

/** Rows as files bring them: demo names roughed up (case, abbreviations, spacing) or random words. */
const roughName = fc.oneof(
  fc
    .constantFrom(...products.map((p) => p.name))
    .chain((name) =>
      fc.constantFrom(
        name,
        name.toUpperCase(),
        name.toLowerCase(),
        name.replace(/Amplifier/g, 'amp').replace(/"/g, ' in'),
      ),
    ),
  fc.string({ minLength: 1, maxLength: 40 }),
);
const taxonomyPairs = Object.entries(TAXONOMY).flatMap(([category, subs]) =>
  subs.map((sub) => [category, sub]),
);
const roughInput = fc.record({
  name: roughName,
  description: fc.option(
    fc.constantFrom(...products.slice(0, 40).map((p) => p.description), 'GREAT SUB W/ 4OHM LOAD'),
  ),
  category: fc.option(
    fc.constantFrom('AMPS', 'subs', 'Speakers', 'garden', ...taxonomyPairs.map(([c]) => c!)),
  ),
  subcategory: fc.option(fc.constantFrom('mono', ...taxonomyPairs.map(([, s]) => s!))),
  seriesName: fc.option(fc.constantFrom('storm', 'TEMPEST SERIES', 'cyclone', 'volt', 'Tempest Subs')),
});

describe('enhancing an enhanced product changes nothing', () => {
  it('holds for names, descriptions, categories and series', () => {
    fc.assert(
      fc.property(roughInput, (raw) => {
        const once = enhanceOffline(input(raw));
        fc.pre(once.ok);
        if (!once.ok) return;
        const r = once.result;
        expect(isInTaxonomy(r.category ?? 'none', r.subcategory) || r.category === null).toBe(true);
        const again = enhanceOffline(
          input({
            name: r.name,
            description: r.description,
            category: r.category,
            subcategory: r.subcategory,
            seriesName: r.seriesName,
          }),
        );
        expect(again.ok && again.result).toMatchObject({
          name: r.name,
          description: r.description,
          category: r.category,
          subcategory: r.subcategory,
          seriesName: r.seriesName,
        });
      }),
      { numRuns: 1500 },
    );
  });
});
