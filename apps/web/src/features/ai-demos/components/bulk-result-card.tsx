import { Badge } from '@/components/ui/badge';
import { ConfidenceBadge, GuidanceText } from './confidence';
import { DataItem } from './data-list';
import type { SampleProduct } from './sample-products';

/** One enhanced sample: every field of the bulk demo's enhanced data, and whether it passes. */
export function BulkResultCard({ product, threshold }: { product: SampleProduct; threshold: number }) {
  const { enhanced } = product;
  const passes = enhanced.confidence >= threshold;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-xs text-slate-700">{product.sku}</span>
        <ConfidenceBadge confidence={enhanced.confidence} />
        <Badge tone={passes ? 'success' : 'neutral'}>{passes ? 'Meets threshold' : 'Below threshold'}</Badge>
      </div>
      <p className="mt-2 font-medium [overflow-wrap:anywhere] text-slate-900">{enhanced.title}</p>
      <p className="mt-1 text-xs text-slate-500 line-through [overflow-wrap:anywhere]">{product.raw.title}</p>
      <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <DataItem label="Short Description" className="sm:col-span-2">
          {enhanced.shortDescription}
        </DataItem>
        <DataItem label="Category">{enhanced.category}</DataItem>
        <DataItem label="Series">{enhanced.series}</DataItem>
        <DataItem label="Image URL" className="sm:col-span-2">
          <span className="font-mono text-xs">{enhanced.imageUrl}</span>
        </DataItem>
      </dl>
      <div className="mt-3">
        <GuidanceText confidence={enhanced.confidence} />
      </div>
    </li>
  );
}
