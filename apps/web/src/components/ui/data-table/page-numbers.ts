import { pageWindow } from '@crossover/domain/users';

/** A page button, or a gap ('…') between page numbers that are not next to each other. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/**
 * How a numbered pager picks its page buttons:
 * - 'window': up to 5 consecutive pages around the current one (partner-portal §2 User
 *   Management), with First and Last buttons to reach the ends;
 * - 'ends': every page when there are 5 or fewer, otherwise the first, the last and the current
 *   page ± 1, with a gap wherever numbers are skipped (back-office §2.2 Staged Products).
 */
export type PageNumbering = 'window' | 'ends';

/** Spec back-office §2.2: up to this many pages, every page number is shown. */
const ALL_PAGES_UP_TO = 5;

function withGaps(pages: readonly number[]): PageItem[] {
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page });
  });
  return items;
}

/** The page buttons for `page` of `totalPages` (1-based), in order. */
export function pageItems(page: number, totalPages: number, numbering: PageNumbering): PageItem[] {
  if (totalPages <= 0) return [];
  if (numbering === 'window') return pageWindow(page, totalPages).map((n) => ({ kind: 'page', page: n }));
  if (totalPages <= ALL_PAGES_UP_TO) {
    return Array.from({ length: totalPages }, (_, i) => ({ kind: 'page', page: i + 1 }));
  }
  const current = Math.min(Math.max(page, 1), totalPages);
  const wanted = new Set([1, current - 1, current, current + 1, totalPages]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
  return withGaps(pages);
}
