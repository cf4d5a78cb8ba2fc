import {
  PRODUCT_LIFECYCLE_LABELS,
  type PriceBreakdown,
  type Product,
  productLifecycle,
} from '@crossover/domain/catalog';
import { Info } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { formatMoney } from '@/lib/format';
import { useProduct } from '@/features/catalog/api/get-product';
import { useProductFitment } from '@/features/vehicles/api/product-fitment';
import { AddToCartButton, useHasOrganization } from './add-to-cart-button';
import { AuthorizationBadge } from './authorization-badge';
import { PmapPromoLine } from './pmap-promo-line';
import { canOrderProduct } from './price-lines';
import { ProductFitmentList } from './product-fitment-list';
import { ProductImage } from './product-image';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 border-b border-slate-100 py-1 text-sm last:border-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function Breakdown({ breakdown }: { breakdown: PriceBreakdown }) {
  return (
    <section aria-labelledby="price-breakdown-heading" className="rounded-lg bg-slate-50 p-3">
      <h3 id="price-breakdown-heading" className="mb-1 text-sm font-semibold text-slate-900">
        Price Breakdown
      </h3>
      <dl>
        {breakdown.supplier ? <Row label="Supplier" value={breakdown.supplier.name} /> : null}
        <Row
          label={breakdown.base.source === 'supplier' ? 'Base (supplier price)' : 'Base (list tier)'}
          value={formatMoney(breakdown.base.unitPrice)}
        />
        {breakdown.override ? (
          <Row
            label={`Organization pricing (${breakdown.override.markupType.replaceAll('_', ' ')}${
              breakdown.override.markupValue ? ` ${breakdown.override.markupValue}` : ''
            })`}
            value={formatMoney(breakdown.override.unitPrice)}
          />
        ) : null}
        {breakdown.rules.map((rule) => (
          <Row
            key={rule.id}
            label={`${rule.name} (${rule.discountType.replaceAll('_', ' ')} ${rule.discountValue})`}
            value={`${formatMoney(rule.unitPriceBefore)} → ${formatMoney(rule.unitPriceAfter)}`}
          />
        ))}
        <Row label="Unit price" value={formatMoney(breakdown.unitPrice)} />
        {breakdown.masterPackPrice ? (
          <Row
            label={`Master pack unit price (${breakdown.base.masterPackQty} per pack)`}
            value={formatMoney(breakdown.masterPackPrice)}
          />
        ) : null}
      </dl>
    </section>
  );
}

function Pricing({ product, isAdmin }: { product: Product; isAdmin: boolean }) {
  if (isAdmin) {
    return (
      <dl>
        <Row label="Your Price" value={formatMoney(product.price)} />
        <Row label="Master Pack Price / unit" value={formatMoney(product.masterPackPrice)} />
        <Row label="Mfg Cost" value={formatMoney(product.mfgCost)} />
        <Row label="Mfg Master Pack Cost" value={formatMoney(product.mfgMasterPackCost)} />
        <Row label="Mfg Master Pack Qty" value={String(product.mfgMasterPackQty ?? '-')} />
        <Row label="Distributor Cost" value={formatMoney(product.distributorCost)} />
        <Row label="Distributor MPQ Cost" value={formatMoney(product.distributorMpqCost)} />
        <Row label="MAP" value={formatMoney(product.mapPrice)} />
        <Row label="MSRP" value={formatMoney(product.retailPrice)} />
      </dl>
    );
  }
  const hasPrice = product.price !== undefined && product.price !== null;
  if (!hasPrice) {
    return (
      <div className="space-y-2">
        <p className="flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Limited Pricing View - Full pricing details available to authorized users
        </p>
        <dl>
          <Row label="MAP" value={formatMoney(product.mapPrice)} />
          <Row label="MSRP" value={formatMoney(product.retailPrice)} />
        </dl>
        <p className="text-sm text-slate-600">Contact your distributor for detailed cost pricing</p>
      </div>
    );
  }
  return (
    <dl>
      <Row label="Your Price" value={formatMoney(product.price)} />
      {product.masterPackPrice ? (
        <Row
          label={`Master Pack (${product.masterPackQty ?? 0}+) / unit`}
          value={formatMoney(product.masterPackPrice)}
        />
      ) : null}
      {product.mfgCost !== undefined ? <Row label="Mfg Cost" value={formatMoney(product.mfgCost)} /> : null}
      {product.mfgMasterPackCost !== undefined ? (
        <Row label="Mfg Master Pack Cost" value={formatMoney(product.mfgMasterPackCost)} />
      ) : null}
      {product.distributorCost !== undefined ? (
        <Row label="Distributor Cost" value={formatMoney(product.distributorCost)} />
      ) : null}
      {product.distributorMpqCost !== undefined ? (
        <Row label="Distributor MPQ Cost" value={formatMoney(product.distributorMpqCost)} />
      ) : null}
      {product.ownDistributorPricing ? (
        <Row label="Your Distributor Cost" value={formatMoney(product.ownDistributorPricing.distCost)} />
      ) : null}
      <Row label="MAP" value={formatMoney(product.mapPrice)} />
      <Row label="MSRP" value={formatMoney(product.retailPrice)} />
    </dl>
  );
}

function Details({ product, isAdmin }: { product: Product; isAdmin: boolean }) {
  const hasOrganization = useHasOrganization();
  const mayseePrice = isAdmin || (product.price !== undefined && product.price !== null);
  return (
    <div className="mt-4 space-y-4">
      <div className="flex flex-col gap-4 sm:flex-row">
        <ProductImage src={product.imageUrl} alt={product.name} className="h-40 w-full rounded-lg sm:w-48" />
        <div className="space-y-2 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <AuthorizationBadge type={product.authorizationType} isAdmin={isAdmin} />
            <span className={productLifecycle(product) === 'active' ? 'text-emerald-700' : 'text-red-700'}>
              {PRODUCT_LIFECYCLE_LABELS[productLifecycle(product)]}
            </span>
          </div>
          <p className="text-slate-700">
            <span className="font-medium">SKU:</span> {product.sku}
          </p>
          {product.manufacturerName ? (
            <p className="text-slate-700">
              <span className="font-medium">Manufacturer:</span> {product.manufacturerName}
            </p>
          ) : null}
          {product.seriesName ? (
            <p className="text-slate-700">
              <span className="font-medium">Series:</span> {product.seriesName}
            </p>
          ) : null}
          <p className="text-slate-700">
            <span className="font-medium">Category:</span> {product.category ?? '-'}
            {product.subcategory ? ` / ${product.subcategory}` : ''}
          </p>
        </div>
      </div>
      {product.aiEnhancedDescription || product.description ? (
        <p className="text-sm text-slate-700">{product.aiEnhancedDescription ?? product.description}</p>
      ) : null}
      <section aria-labelledby="pricing-heading">
        <h3 id="pricing-heading" className="mb-1 text-sm font-semibold text-slate-900">
          Pricing
        </h3>
        <div className="space-y-2">
          <PmapPromoLine product={product} />
          <Pricing product={product} isAdmin={isAdmin} />
        </div>
      </section>
      {mayseePrice && product.priceBreakdown ? <Breakdown breakdown={product.priceBreakdown} /> : null}
      <ProductFitmentList productId={product.id} />
      <section aria-labelledby="specs-heading">
        <h3 id="specs-heading" className="mb-1 text-sm font-semibold text-slate-900">
          Specifications
        </h3>
        <pre className="max-h-56 overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">
          {JSON.stringify(product.specifications ?? {}, null, 2)}
        </pre>
      </section>
      {canOrderProduct(product, isAdmin, hasOrganization) ? (
        <div className="flex justify-end">
          <AddToCartButton productId={product.id} productName={product.name} />
        </div>
      ) : null}
    </div>
  );
}

/** Spec §2: the Product Details dialog; 'Product not found' when the product cannot be resolved. */
export function ProductDetailsDialog({
  productId,
  isAdmin,
  onClose,
}: {
  productId: string | null;
  isAdmin: boolean;
  onClose: () => void;
}) {
  const query = useProduct(productId);
  // The fitment list's request starts with the product's, not after its answer (one wait, not two).
  useProductFitment(productId ?? '', { enabled: productId !== null });
  return (
    <Dialog open={productId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        {query.isPending ? (
          <>
            <DialogTitle>Product Details</DialogTitle>
            <DialogDescription>Loading product…</DialogDescription>
          </>
        ) : query.data ? (
          <>
            <DialogTitle className="pr-8">{query.data.name}</DialogTitle>
            <DialogDescription>Product Details</DialogDescription>
            <Details product={query.data} isAdmin={isAdmin} />
          </>
        ) : (
          <>
            <DialogTitle>Product Details</DialogTitle>
            <DialogDescription>Product not found</DialogDescription>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
