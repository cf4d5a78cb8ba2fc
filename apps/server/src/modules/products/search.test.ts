import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  MAX_SEARCH_WORDS,
  type SearchForm,
  escapeLike,
  hasTrigram,
  hasWordStartKey,
  isShortWord,
  productSearchSql,
  searchWords,
} from './search.ts';

describe('searchWords', () => {
  it('splits on white space, drops empties and repeats (ignoring case)', () => {
    expect(searchWords('  Subwoofer\t12  subwoofer ')).toEqual(['Subwoofer', '12']);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });

  it(`keeps at most ${MAX_SEARCH_WORDS} words`, () => {
    const words = Array.from({ length: 12 }, (_, i) => `w${i}`);
    expect(searchWords(words.join(' '))).toEqual(words.slice(0, MAX_SEARCH_WORDS));
  });
});

describe('hasTrigram (what pg_trgm can extract from %word%)', () => {
  it('is true for three letters or digits in a row', () => {
    for (const word of ['sub', 'subwoofer', '120', 'Ünö']) expect(hasTrigram(word), word).toBe(true);
  });

  it('counts the blank padding pg_trgm adds at a punctuation boundary', () => {
    for (const word of ['ST-60', '12-', '-1', 'a.b.c']) expect(hasTrigram(word), word).toBe(true);
  });

  it('is false for short words and punctuation', () => {
    for (const word of ['12', 'v', '%', '__', '\\', 'a.']) expect(hasTrigram(word), word).toBe(false);
  });
});

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});

describe('short words (decision 0065)', () => {
  it('are one or two letters or digits; two have a word-start key', () => {
    for (const word of ['12', 'v', 'TS', 'é1']) expect(isShortWord(word), word).toBe(true);
    for (const word of ['123', '1-', '%', 'a.', '']) expect(isShortWord(word), word).toBe(false);
    expect(['12', 'ts', 'v', '1'].map(hasWordStartKey)).toEqual([true, true, false, false]);
  });

  const written = (term: string, form: SearchForm) =>
    new PgDialect().sqlToQuery(productSearchSql(term, form)!).sql;
  const keys = '"products"."word_starts" @>';
  const onRows = `concat_ws(' ', "products"."name", "products"."sku", "products"."description")`;
  const joined = `("products"."name" || ' ' || "products"."sku" || ' ' || coalesce("products"."description", ''))`;
  const indexedName = `"products"."name" ilike`;

  it('are tested by a regular expression, and looked up by key only when they lead', () => {
    expect(written('subwoofer 12', 'rows')).not.toContain(keys);
    expect(written('subwoofer 12', 'rows')).toContain(`${onRows} ~* $`);
    // A common short word alone: tested on the rows in table order, hidden from any index.
    expect(written('12 v', 'indexes')).not.toContain(keys);
    expect(written('12 v', 'indexes')).toContain(`${onRows} ~* $1`);
    expect(written('12 v', 'short words lead')).toContain(keys);
    // 'v' has no key: tested on the rows the key found.
    expect(written('12 v', 'short words lead')).toContain(`${onRows} ~*`);
  });

  it('leave the lookup to the trigram words, unless they lead', () => {
    const indexes = written('subwoofer 12', 'indexes');
    expect(indexes).toContain(indexedName);
    expect(indexes).not.toContain(keys);
    // When they lead, the other words are looked up in the same index, on the joined columns.
    const led = written('subwoofer 12', 'short words lead');
    expect(led).toContain(keys);
    expect(led).toContain(`${joined} ilike $`);
    expect(led).not.toContain(indexedName);
    expect(led).not.toContain('~*');
  });
});

describe('words tested on rows', () => {
  const written = (term: string, form: SearchForm) =>
    new PgDialect().sqlToQuery(productSearchSql(term, form)!);

  it('test the name, then the three columns in one text, a word of any length', () => {
    const { sql, params } = written('Sub%woofer 12', 'rows');
    expect(sql).not.toContain('ilike');
    expect(sql.match(/concat_ws/g)).toHaveLength(2);
    expect(sql).toContain('(strpos(lower("products"."name"), lower($1)) > 0 or strpos(lower(concat_ws(');
    // The word as typed, not a LIKE pattern: its % is a character like any other.
    expect(params).toEqual(['Sub%woofer', 'Sub%woofer', '(^|[^[:alnum:]])12']);
  });

  it('leave words with trigrams visible to their indexes for an index read', () => {
    const { sql } = written('subwoofer', 'indexes');
    for (const column of ['name', 'sku', 'description'])
      expect(sql).toContain(`"products"."${column}" ilike $`);
    expect(sql).not.toContain('concat_ws');
    expect(sql).not.toContain('coalesce');
  });
});
