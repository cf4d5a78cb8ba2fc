import { CheckCircle2, Clock, Loader2, X, XCircle } from 'lucide-react';
import type { ImageSearchStatus, MissingImageProduct } from '@crossover/domain/image-search';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SearchBox } from '@/components/ui/search-box';
import { STATUS_DISPLAY } from '../image-search-view';

const ICONS = { green: CheckCircle2, red: XCircle, yellow: Clock } as const;
const COLORS = { green: 'text-emerald-600', red: 'text-red-600', yellow: 'text-amber-500' } as const;

function StatusMark({ status }: { status: ImageSearchStatus | null }) {
  if (!status) return null;
  const { label, tone } = STATUS_DISPLAY[status];
  const Icon = ICONS[tone];
  return (
    <span className={`flex shrink-0 items-center gap-1 text-xs ${COLORS[tone]}`}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </span>
  );
}

/** §2.12 Products Missing Images: badge, text filter, spinner, empty states, checkbox rows. */
export function MissingImagesList({
  products,
  total,
  loading,
  filter,
  onFilter,
  selected,
  onToggle,
}: {
  products: readonly MissingImageProduct[];
  total: number;
  loading: boolean;
  filter: string;
  onFilter: (text: string) => void;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 pb-3">
        <CardTitle>Products Missing Images</CardTitle>
        <Badge tone="brand">
          {products.length} of {total} products
        </Badge>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex items-end gap-2">
          <SearchBox
            className="min-w-0 flex-1"
            label="Filter products"
            hideLabel
            placeholder="Filter by title, SKU, manufacturer or series"
            value={filter}
            onChange={onFilter}
          />
          {filter ? (
            <Button variant="outline" size="sm" onClick={() => onFilter('')} aria-label="Clear filter">
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
        {loading ? (
          <p className="flex items-center gap-2 py-8 text-sm text-slate-600" role="status">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Loading products…
          </p>
        ) : total === 0 ? (
          <div className="py-8 text-center">
            <p className="font-medium">All Products Have Images</p>
            <p className="text-sm text-slate-600">Every product in the catalogue has an image.</p>
          </div>
        ) : products.length === 0 ? (
          <div className="py-8 text-center">
            <p className="font-medium">No Matching Products</p>
            <p className="text-sm text-slate-600">No product missing an image matches the filter.</p>
          </div>
        ) : (
          <ul
            aria-label="Products missing images"
            className="max-h-96 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200"
          >
            {products.map((product) => (
              <li key={product.id}>
                <label className="flex cursor-pointer items-start gap-3 p-3 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    className="mt-1 size-4"
                    checked={selected.has(product.id)}
                    onChange={() => onToggle(product.id)}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-mono text-sm font-medium break-all">{product.sku}</span>
                    <span className="block truncate text-sm text-slate-600">
                      {product.name || product.description}
                    </span>
                  </span>
                  <StatusMark status={product.imageSearchStatus} />
                </label>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
