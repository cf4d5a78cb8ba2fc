import { describe, expect, it } from 'vitest';
import type { PageItem } from './page-numbers';
import { pageItems } from './page-numbers';

/** 1 … 4 5 6 … 10 as text, to read the cases at a glance. */
const show = (items: PageItem[]) => items.map((i) => (i.kind === 'gap' ? '…' : String(i.page))).join(' ');

describe("pageItems 'ends' (back-office §2.2: all pages up to 5, else first, last, current ± 1)", () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(show(pageItems(1, 1, 'ends'))).toBe('1');
    expect(show(pageItems(3, 5, 'ends'))).toBe('1 2 3 4 5');
    expect(show(pageItems(5, 5, 'ends'))).toBe('1 2 3 4 5');
  });

  it('past 5 pages: the first, the last and the current page ± 1, with a gap where pages are skipped', () => {
    expect(show(pageItems(1, 10, 'ends'))).toBe('1 2 … 10');
    expect(show(pageItems(2, 10, 'ends'))).toBe('1 2 3 … 10');
    expect(show(pageItems(3, 10, 'ends'))).toBe('1 2 3 4 … 10');
    expect(show(pageItems(5, 10, 'ends'))).toBe('1 … 4 5 6 … 10');
    expect(show(pageItems(9, 10, 'ends'))).toBe('1 … 8 9 10');
    expect(show(pageItems(10, 10, 'ends'))).toBe('1 … 9 10');
    expect(show(pageItems(3, 6, 'ends'))).toBe('1 2 3 4 … 6');
  });

  it('keeps pages unique, ascending and in range for every page of many totals', () => {
    const cases = [];
    for (let total = 1; total <= 40; total += 1) {
      for (let page = 1; page <= total; page += 1) cases.push({ page, total });
    }
    expect(cases.length).toBeGreaterThan(0);
    for (const { page, total } of cases) {
      const pages = pageItems(page, total, 'ends').flatMap((i) => (i.kind === 'page' ? [i.page] : []));
      expect(pages).toContain(page);
      expect(pages[0]).toBe(1);
      expect(pages.at(-1)).toBe(total);
      expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
      expect(pages.length).toBeLessThanOrEqual(5);
    }
  });

  it('a page past the end (rows deleted meanwhile) still shows the last pages', () => {
    expect(show(pageItems(12, 10, 'ends'))).toBe('1 … 9 10');
  });

  it('no pages for an empty list', () => {
    expect(pageItems(1, 0, 'ends')).toEqual([]);
    expect(pageItems(1, 0, 'window')).toEqual([]);
  });
});

describe("pageItems 'window' (User Management: up to 5 consecutive pages)", () => {
  it('is the window around the current page, without gaps', () => {
    expect(show(pageItems(1, 10, 'window'))).toBe('1 2 3 4 5');
    expect(show(pageItems(6, 10, 'window'))).toBe('4 5 6 7 8');
    expect(show(pageItems(10, 10, 'window'))).toBe('6 7 8 9 10');
  });
});
