import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, escapeLike, hasTrigram, searchWords } from './search.ts';

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
