import { PRODUCT_LIFECYCLE_LABELS, type Product, productLifecycle } from '@crossover/domain/catalog';
import { Lock } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import { AddToCartButton, useHasOrganization } from './add-to-cart-button';
import { AuthorizationBadge } from './authorization-badge';
import { PmapPromoLine } from './pmap-promo-line';
import { canOrderProduct, isLimitedView, productPriceLines } from './price-lines';
import { ProductImage } from './product-image';

export function ProductPriceList({ product, isAdmin }: { product: Product; isAdmin: boolean }) {
  const lines = productPriceLines(product);
  return (
    <div className="space-y-1">
      {isLimitedView(product, isAdmin) ? (
        <p className="flex items-center gap-1 text-xs font-medium text-slate-600">
          <Lock className="size-3" aria-hidden="true" />
          Limited Pricing View
        </p>
      ) : null}
      {lines.length > 0 ? (
        <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 text-sm">
          {lines.map((line) => (
            <div key={line.key} className="contents" data-price-line={line.key}>
              <dt className={line.key === 'price' ? 'font-medium text-slate-900' : 'text-slate-600'}>
                {line.label}
              </dt>
              <dd
                className={
                  line.key === 'price'
                    ? 'text-right font-semibold text-slate-900'
                    : 'text-right text-slate-800 tabular-nums'
                }
              >
                {formatMoney(line.value)}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

export function ProductCard({
  product,
  isAdmin,
  onOpen,
  priority = false,
}: {
  product: Product;
  isAdmin: boolean;
  onOpen: (id: string) => void;
  /** In view when the list arrives: its photo loads at once (ProductImage). */
  priority?: boolean;
}) {
  const hasOrganization = useHasOrganization();
  return (
    <Card className="flex w-full flex-col overflow-hidden">
      <button
        type="button"
        onClick={() => onOpen(product.id)}
        className="group flex flex-1 flex-col text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
        aria-label={`View details for ${product.name}`}
      >
        <ProductImage src={product.imageUrl} alt={product.name} className="h-40 w-full" priority={priority} />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <div className="flex flex-wrap items-center gap-1.5">
            <AuthorizationBadge type={product.authorizationType} isAdmin={isAdmin} />
            {productLifecycle(product) !== 'active' ? (
              <span className="text-xs font-medium text-red-700">
                {PRODUCT_LIFECYCLE_LABELS[productLifecycle(product)]}
              </span>
            ) : null}
          </div>
          <h3 className="line-clamp-2 font-semibold text-slate-900 group-hover:text-brand-700">
            {product.name}
          </h3>
          <p className="text-xs text-slate-600">
            SKU {product.sku}
            {product.manufacturerName ? ` · ${product.manufacturerName}` : ''}
            {product.seriesName ? ` · ${product.seriesName}` : ''}
          </p>
          {product.subcategory || product.category ? (
            <p className="text-xs text-slate-600">{product.subcategory ?? product.category}</p>
          ) : null}
          <div className="mt-auto space-y-2 pt-2">
            <PmapPromoLine product={product} />
            <ProductPriceList product={product} isAdmin={isAdmin} />
          </div>
        </div>
      </button>
      {canOrderProduct(product, isAdmin, hasOrganization) ? (
        <div className="border-t border-slate-100 p-4 pt-3">
          <AddToCartButton productId={product.id} productName={product.name} size="sm" className="w-full" />
        </div>
      ) : null}
    </Card>
  );
}

export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="product-skeleton"
      className="animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <div className="h-40 bg-slate-100" />
      <div className="space-y-2 p-4">
        <div className="h-4 w-20 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-200" />
        <div className="h-3 w-2/3 rounded bg-slate-100" />
        <div className="h-4 w-1/2 rounded bg-slate-200" />
      </div>
    </div>
  );
}
