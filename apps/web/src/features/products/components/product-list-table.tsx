import { PRODUCT_PAGE_SIZES, type Product, type ProductListResponse } from '@crossover/domain/catalog';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableProps } from '@/components/ui/data-table/data-table';
import { TableEmpty } from '@/components/ui/data-table/table-states';
import { type ListState, sortPatch, sortingOf } from './product-list-query';

type ListQuery = Pick<ListState, 'sort' | 'order' | 'cursor' | 'limit'>;

/**
 * What both product lists (Product Management, Bulk Product Update) give the data table: server
 * sorting and cursor paging from the address, the states and the spec's two empty texts (§2.8).
 */
export function productListTableProps({
  query,
  list,
  filtered,
  onCursor,
  onList,
}: {
  query: ListQuery;
  list: UseQueryResult<ProductListResponse>;
  filtered: boolean;
  /** A page move: only the cursor changes. */
  onCursor: (cursor: string) => void;
  /** Any other change goes back to the first page. */
  onList: (patch: Partial<ListQuery>) => void;
}): Pick<
  DataTableProps<Product, unknown>,
  'getRowId' | 'status' | 'loadingText' | 'errorText' | 'empty' | 'sorting' | 'pagination'
> {
  return {
    getRowId: (product) => product.id,
    status: list.status,
    loadingText: 'Loading products…',
    errorText: 'Failed to load products',
    empty: <TableEmpty title={filtered ? 'No products match your filters' : 'No products found'} />,
    sorting: {
      state: sortingOf(query),
      manual: true,
      onChange: (next) => {
        const patch = sortPatch(next);
        if (patch) onList(patch);
      },
    },
    pagination: {
      kind: 'cursor',
      isFirst: query.cursor === '',
      nextCursor: list.data?.hasMore ? list.data.nextCursor : null,
      onFirst: () => onCursor(''),
      onNext: onCursor,
      rowCount: list.data?.products.length ?? 0,
      pageSize: query.limit,
      pageSizes: PRODUCT_PAGE_SIZES,
      onPageSize: (limit) => onList({ limit }),
    },
  };
}
