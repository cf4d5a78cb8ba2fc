import { formatCount } from '@crossover/domain/counts';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form/select-field';
import type { PageNumbering } from './page-numbers';
import { pageItems } from './page-numbers';

interface PageSizeProps {
  pageSize: number;
  pageSizes: readonly number[];
  onPageSize: (size: number) => void;
}

function PageSizeSelect({ pageSize, pageSizes, onPageSize }: PageSizeProps) {
  return (
    <div className="mr-2 w-28">
      <SelectField
        label="Rows per page"
        hideLabel
        value={String(pageSize)}
        options={pageSizes.map((size) => ({ value: String(size), label: `${size} / page` }))}
        onChange={(event) => onPageSize(Number(event.target.value))}
      />
    </div>
  );
}

export interface NumberedPaginationProps extends PageSizeProps {
  kind: 'numbered';
  page: number;
  total: number;
  /** `total` is a capped count (decision 0045): more rows follow it. */
  totalCapped?: boolean;
  totalPages: number;
  onPage: (page: number) => void;
  /** e.g. 'Showing 1-10 of 42 users'. */
  showing: (page: number, pageSize: number, total: number, totalCapped: boolean) => string;
  /** Which page numbers show (see PageNumbering); 'window' by default. */
  numbering?: PageNumbering;
}

/**
 * First, Previous, up to 5 numbered pages, Next, Last ('window'); or Previous, every page up to 5
 * else the first, the last and the current ± 1 with gaps, Next ('ends': the ends are numbers
 * already). The size selector and the text stay whenever the list has rows (else a user who picked
 * 50 could never pick a smaller size again); the page buttons only when there is more than one page.
 */
export function NumberedPagination(props: NumberedPaginationProps) {
  const { page, pageSize, total, totalPages, onPage, numbering = 'window' } = props;
  const endButtons = numbering === 'window';
  const capped = props.totalCapped ?? false;
  if (total === 0) return null;
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4"
    >
      <p className="text-sm text-slate-700">{props.showing(page, pageSize, total, capped)}</p>
      <div className="flex flex-wrap items-center gap-1">
        <PageSizeSelect {...props} />
        {totalPages > 1 ? (
          <>
            {endButtons ? (
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(1)}>
                First
              </Button>
            ) : null}
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              Previous
            </Button>
            {pageItems(page, totalPages, numbering).map((item) =>
              item.kind === 'gap' ? (
                <span key={`gap-${item.after}`} aria-hidden="true" className="px-1 text-sm text-slate-500">
                  …
                </span>
              ) : (
                <Button
                  key={item.page}
                  variant={item.page === page ? 'primary' : 'outline'}
                  size="sm"
                  aria-label={`Page ${item.page}`}
                  aria-current={item.page === page ? 'page' : undefined}
                  onClick={() => onPage(item.page)}
                >
                  {item.page}
                </Button>
              ),
            )}
            {capped ? (
              // The count stopped at its cap: the last number shown is not the last page.
              <span className="px-1 text-sm text-slate-500">
                <span aria-hidden="true">…</span>
                <span className="sr-only">More pages follow</span>
              </span>
            ) : null}
            <Button
              variant="outline"
              size="sm"
              disabled={page >= totalPages}
              onClick={() => onPage(page + 1)}
            >
              Next
            </Button>
            {endButtons && !capped ? (
              <Button
                variant="outline"
                size="sm"
                disabled={page >= totalPages}
                onClick={() => onPage(totalPages)}
              >
                Last
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
    </nav>
  );
}

export interface CursorPaginationProps extends PageSizeProps {
  kind: 'cursor';
  /** Whether the page shown is the first (no cursor). */
  isFirst: boolean;
  /** The server's cursor for the next page, or null at the end. */
  nextCursor: string | null;
  onFirst: () => void;
  onNext: (cursor: string) => void;
  rowCount: number;
}

/** Back-office §9 (products): cursor paging has First and Next only — no page count to jump to. */
export function CursorPagination(props: CursorPaginationProps) {
  const { isFirst, nextCursor, onFirst, onNext } = props;
  if (props.rowCount === 0 && isFirst) return null;
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-end gap-1 border-t border-slate-200 pt-4"
    >
      <PageSizeSelect {...props} />
      <Button variant="outline" size="sm" disabled={isFirst} onClick={onFirst}>
        First
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={nextCursor === null}
        onClick={() => (nextCursor === null ? undefined : onNext(nextCursor))}
      >
        Next
      </Button>
    </nav>
  );
}

export type TablePagination = NumberedPaginationProps | CursorPaginationProps;

export function TablePaginationBar({ pagination }: { pagination: TablePagination }) {
  return pagination.kind === 'numbered' ? (
    <NumberedPagination {...pagination} />
  ) : (
    <CursorPagination {...pagination} />
  );
}

/** 'Showing 51-100 of 240 entries' for any plural noun. */
export function showingOf(noun: string) {
  return (page: number, pageSize: number, total: number, totalCapped = false) => {
    // A capped total counts at least to the page's end (the server raises its cap that far).
    const of = totalCapped ? formatCount(total, true) : String(total);
    return `Showing ${Math.min((page - 1) * pageSize + 1, total)}-${Math.min(page * pageSize, total)} of ${of} ${noun}`;
  };
}
