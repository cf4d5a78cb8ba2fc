import type { Product } from '@crossover/domain/catalog';
import { createColumnHelper } from '@tanstack/react-table';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

export const NO_IMAGE_TEXT = 'No Image Available';

function PreviewImage({ product }: { product: Product }) {
  const [broken, setBroken] = useState(false);
  if (!product.imageUrl || broken) {
    return (
      <div className="flex size-40 flex-col items-center justify-center gap-2 rounded bg-slate-100 text-xs text-slate-600">
        <ImageOff className="size-6 text-slate-400" aria-hidden="true" />
        {NO_IMAGE_TEXT}
      </div>
    );
  }
  return (
    <img
      src={product.imageUrl}
      alt={product.name}
      onError={() => setBroken(true)}
      className="size-40 rounded bg-white object-contain"
    />
  );
}

/** Spec §2.14: the SKU shows the product's picture on hover (and on keyboard focus). */
export function SkuWithPreview({ product }: { product: Product }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          className="cursor-default rounded font-mono text-xs text-slate-800 underline decoration-dotted underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {product.sku}
        </button>
      </TooltipTrigger>
      <TooltipContent side="right" className="border border-slate-200 bg-white p-2 text-slate-800">
        <PreviewImage product={product} />
      </TooltipContent>
    </Tooltip>
  );
}

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return <Badge tone={isActive ? 'success' : 'neutral'}>{isActive ? 'Active' : 'Inactive'}</Badge>;
}

function CategoryCell({ product }: { product: Product }) {
  return (
    <div>
      <p className="text-slate-800">{product.category ?? '-'}</p>
      {product.subcategory ? <p className="text-xs text-slate-600">{product.subcategory}</p> : null}
    </div>
  );
}

const column = createColumnHelper<Product>();

/** Spec §2.14: SKU (image on hover), name, category and subcategory, series, Active/Inactive. */
export const BULK_COLUMNS = [
  column.accessor('sku', {
    header: 'SKU',
    enableSorting: true,
    cell: ({ row }) => <SkuWithPreview product={row.original} />,
    meta: { className: 'whitespace-nowrap' },
  }),
  column.accessor('name', {
    header: 'Name',
    enableSorting: true,
    meta: { className: 'font-medium text-slate-900' },
  }),
  column.accessor('category', {
    header: 'Category',
    enableSorting: true,
    cell: ({ row }) => <CategoryCell product={row.original} />,
  }),
  column.accessor('seriesName', {
    header: 'Series',
    cell: (info) => info.getValue() ?? '-',
    meta: { className: 'text-slate-700' },
  }),
  column.accessor('isActive', {
    header: 'Status',
    enableSorting: true,
    cell: (info) => <ActiveBadge isActive={info.getValue()} />,
  }),
];

/** Phones: the same values as a card (the checkbox stays beside it). */
export function BulkProductCard({ product }: { product: Product }) {
  return (
    <div className="space-y-1 text-sm">
      <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{product.name}</p>
      <SkuWithPreview product={product} />
      <p className="text-xs [overflow-wrap:anywhere] text-slate-700">
        {[product.category, product.subcategory].filter(Boolean).join(' / ') || '-'} ·{' '}
        {product.seriesName ?? '-'}
      </p>
      <ActiveBadge isActive={product.isActive} />
    </div>
  );
}
