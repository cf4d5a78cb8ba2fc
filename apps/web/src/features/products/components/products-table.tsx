import { type Product, productLifecycle } from '@crossover/domain/catalog';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { ProductImage } from '@/components/product/product-image';
import { Badge } from '@/components/ui/badge';
import type { ProductRowHandlers } from './product-row-actions';
import { ProductRowActions, isDiscontinued } from './product-row-actions';

/**
 * Active/Inactive as the spec shows it, with the list filter's meaning (productLifecycle): a
 * product is Active only when on and not discontinued; a discontinued product also says so.
 */
export function ProductStatusBadges({ product }: { product: Product }) {
  const active = productLifecycle(product) === 'active';
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>
      {isDiscontinued(product) ? <Badge tone="warning">Discontinued</Badge> : null}
    </span>
  );
}

function categoryText(product: Product): string {
  if (!product.category) return '-';
  return product.subcategory ? `${product.category} / ${product.subcategory}` : product.category;
}

const column = createColumnHelper<Product>();

/** Spec §2.8 / §9: the sortable columns are name, sku, manufacturer, category and isActive. */
export function useProductColumns(handlers: ProductRowHandlers) {
  const { onView, onEdit, onDiscontinue, onReactivate, onDelete } = handlers;
  return useMemo(
    () => [
      column.accessor('name', {
        header: 'Name',
        enableSorting: true,
        cell: ({ row: { original: product } }) => (
          <div className="flex items-center gap-3">
            <ProductImage
              src={product.imageUrl}
              alt={product.name}
              className="size-10 shrink-0 rounded border border-slate-200"
            />
            <button
              type="button"
              className="text-left font-medium text-slate-900 hover:underline"
              onClick={() => onView(product)}
            >
              {product.name}
            </button>
          </div>
        ),
      }),
      column.accessor('sku', {
        header: 'SKU',
        enableSorting: true,
        meta: { className: 'font-mono text-xs text-slate-700 whitespace-nowrap' },
      }),
      column.accessor('manufacturerName', {
        id: 'manufacturer',
        header: 'Manufacturer',
        enableSorting: true,
        cell: (info) => info.getValue() ?? '-',
        meta: { className: 'text-slate-700' },
      }),
      column.accessor('category', {
        header: 'Category',
        enableSorting: true,
        cell: ({ row }) => categoryText(row.original),
        meta: { className: 'text-slate-700' },
      }),
      column.accessor('isActive', {
        header: 'Status',
        enableSorting: true,
        cell: ({ row }) => <ProductStatusBadges product={row.original} />,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <ProductRowActions
            product={row.original}
            onView={onView}
            onEdit={onEdit}
            onDiscontinue={onDiscontinue}
            onReactivate={onReactivate}
            onDelete={onDelete}
          />
        ),
        meta: { className: 'text-right' },
      }),
    ],
    [onView, onEdit, onDiscontinue, onReactivate, onDelete],
  );
}

/** Phones (< 640 px): one card per product with every column's value and the actions menu. */
export function ProductCardRow({ product, ...handlers }: ProductRowHandlers & { product: Product }) {
  return (
    <div className="flex items-start gap-3">
      <ProductImage
        src={product.imageUrl}
        alt={product.name}
        className="size-12 shrink-0 rounded border border-slate-200"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <button
          type="button"
          className="text-left text-sm font-medium [overflow-wrap:anywhere] text-slate-900 hover:underline"
          onClick={() => handlers.onView(product)}
        >
          {product.name}
        </button>
        <p className="font-mono text-xs [overflow-wrap:anywhere] text-slate-600">{product.sku}</p>
        <p className="text-xs [overflow-wrap:anywhere] text-slate-700">
          {product.manufacturerName ?? '-'} · {categoryText(product)}
        </p>
        <ProductStatusBadges product={product} />
      </div>
      <div className="flex shrink-0">
        <ProductRowActions product={product} {...handlers} />
      </div>
    </div>
  );
}
