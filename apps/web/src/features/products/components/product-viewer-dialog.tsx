import type { Product } from '@crossover/domain/catalog';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { ProductImage } from '@/components/product/product-image';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { formatMoneyOrDash } from '@/lib/format';
import { useProduct } from '@/features/catalog/api/get-product';
import { ProductStatusBadges } from './products-table';

/** Spec §9: dates month-day-year ("Mar 4, 2026"). */
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
export function formatDate(value: string | null | undefined): string {
  if (!value) return '-';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '-' : dateFormat.format(date);
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : String(value);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm [overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function Link({ href }: { href: string | null | undefined }) {
  if (!href) return <>-</>;
  return (
    <a href={href} target="_blank" rel="noreferrer noopener" className="text-brand-700 underline">
      {href}
    </a>
  );
}

/** Every image of the product once: the main one, then the gallery and the image list. */
function imagesOf(product: Product): string[] {
  const urls = [
    product.imageUrl,
    product.management?.primaryImage,
    ...(product.management?.gallery.map((g) => g.imageUrl) ?? []),
    ...(product.management?.images ?? []),
  ];
  return [...new Set(urls.filter((u): u is string => Boolean(u)))];
}

function Details({ product }: { product: Product }) {
  const m = product.management;
  const images = imagesOf(product);
  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-wrap gap-2">
        {images.length === 0 ? (
          <ProductImage src={null} alt={product.name} className="size-32 rounded border" />
        ) : (
          images.map((src) => (
            <ProductImage key={src} src={src} alt={product.name} className="size-32 rounded border" />
          ))
        )}
      </div>
      <Section title="Product">
        <Field label="SKU">{product.sku}</Field>
        <Field label="Status">
          <ProductStatusBadges product={product} />
        </Field>
        <Field label="Manufacturer">{text(product.manufacturerName)}</Field>
        <Field label="Series">{text(product.seriesName)}</Field>
        <Field label="Category">{text(product.category)}</Field>
        <Field label="Subcategory">{text(product.subcategory)}</Field>
        <Field label="UPC">{text(m?.upc)}</Field>
        <Field label="Distributor Part Number">{text(product.distributorPartNumber)}</Field>
        <Field label="Weight">{text(m?.weight)}</Field>
        <Field label="Dimensions">{text(m?.dimensions)}</Field>
      </Section>
      {product.description ? (
        <section className="space-y-1">
          <h3 className="text-sm font-semibold text-slate-900">Description</h3>
          <p className="text-sm whitespace-pre-line text-slate-800">{product.description}</p>
        </section>
      ) : null}
      <Section title="Pricing">
        <Field label="Mfg Cost">{formatMoneyOrDash(product.mfgCost)}</Field>
        <Field label="Mfg Master Pack Cost">{formatMoneyOrDash(product.mfgMasterPackCost)}</Field>
        <Field label="Mfg Master Pack Qty">{text(product.mfgMasterPackQty)}</Field>
        <Field label="MAP Price">{formatMoneyOrDash(product.mapPrice)}</Field>
        <Field label="Retail Price (MSRP)">{formatMoneyOrDash(product.retailPrice)}</Field>
        <Field label="Distributor Cost">{formatMoneyOrDash(product.distributorCost)}</Field>
        <Field label="Distributor MPQ Cost">{formatMoneyOrDash(product.distributorMpqCost)}</Field>
      </Section>
      {product.status === 'discontinued' ? (
        <Section title="Discontinued">
          <Field label="Since">{formatDate(m?.discontinuedAt)}</Field>
          <Field label="By">{m?.discontinuedBy ? m.discontinuedBy.name : '-'}</Field>
          <Field label="Reason">{text(m?.discontinuedReason)}</Field>
        </Section>
      ) : null}
      <Section title="Source">
        <Field label="Source">{text(product.source)}</Field>
        <Field label="Source URL">
          <Link href={m?.sourceUrl} />
        </Field>
        <Field label="Image Source">
          <Link href={product.imageSourceUrl} />
        </Field>
        <Field label="Image Source Site">{text(m?.imageSourceSite)}</Field>
        <Field label="Image Search">{text(m?.imageSearchStatus)}</Field>
        <Field label="Scraped">{formatDate(product.scrapedAt)}</Field>
        <Field label="Created">{formatDate(product.createdAt)}</Field>
        <Field label="Updated">{formatDate(product.updatedAt)}</Field>
      </Section>
      {m?.aiEnhancedName || m?.aiEnhancedCategory || product.aiEnhancedDescription ? (
        <Section title="AI Enhanced">
          <Field label="Name">{text(m?.aiEnhancedName)}</Field>
          <Field label="Category">{text(m?.aiEnhancedCategory)}</Field>
          <Field label="Description">{text(product.aiEnhancedDescription)}</Field>
        </Section>
      ) : null}
      {product.specifications && Object.keys(product.specifications).length > 0 ? (
        <section className="space-y-1">
          <h3 className="text-sm font-semibold text-slate-900">Specifications</h3>
          <pre className="max-h-48 overflow-auto rounded-md bg-slate-50 p-3 text-xs whitespace-pre-wrap text-slate-800">
            {JSON.stringify(product.specifications, null, 2)}
          </pre>
        </section>
      ) : null}
    </div>
  );
}

/** Spec §2.8 product detail viewer: every admin field, the images, '-' for missing or zero prices. */
export function ProductViewerDialog({
  productId,
  onClose,
  onEdit,
}: {
  productId: string;
  onClose: () => void;
  onEdit: () => void;
}) {
  const product = useProduct(productId);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogTitle className="pr-8">{product.data?.name ?? 'Product Details'}</DialogTitle>
        <DialogDescription>{product.data ? product.data.sku : 'Loading product…'}</DialogDescription>
        {product.isError ? (
          <p role="alert" className="mt-4 text-sm text-red-700">
            Product not found
          </p>
        ) : null}
        {product.data ? <Details product={product.data} /> : null}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          {product.data ? (
            <Button onClick={onEdit}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
