import { USER_PAGE_SIZES, pageWindow, showingText } from '@crossover/domain/users';
import { Button } from '@/components/ui/button';
import { SelectField } from './select-field';

/**
 * Spec §2/§9: sizes 5/10/20/50, First, Previous, up to 5 pages, Next, Last, 'Showing x-y of n users'.
 * The size selector and the text stay whenever the list has users (else a user who picked 50 could
 * never pick a smaller size again); the page buttons only when there is more than one page.
 */
export function UsersPagination({
  page,
  limit,
  total,
  totalPages,
  onPage,
  onLimit,
}: {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}) {
  if (total === 0) return null;
  const pages = totalPages > 1;
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4"
    >
      <p className="text-sm text-slate-700">{showingText(page, limit, total)}</p>
      <div className="flex flex-wrap items-center gap-1">
        <div className="mr-2 w-28">
          <SelectField
            label="Rows per page"
            hideLabel
            value={String(limit)}
            options={USER_PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} / page` }))}
            onChange={(event) => onLimit(Number(event.target.value))}
          />
        </div>
        {pages ? (
          <>
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(1)}>
              First
            </Button>
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              Previous
            </Button>
            {pageWindow(page, totalPages).map((n) => (
              <Button
                key={n}
                variant={n === page ? 'primary' : 'outline'}
                size="sm"
                aria-label={`Page ${n}`}
                aria-current={n === page ? 'page' : undefined}
                onClick={() => onPage(n)}
              >
                {n}
              </Button>
            ))}
            <Button
              variant="outline"
              size="sm"
              disabled={page >= totalPages}
              onClick={() => onPage(page + 1)}
            >
              Next
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= totalPages}
              onClick={() => onPage(totalPages)}
            >
              Last
            </Button>
          </>
        ) : null}
      </div>
    </nav>
  );
}
