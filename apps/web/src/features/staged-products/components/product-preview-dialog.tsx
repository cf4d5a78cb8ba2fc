import type { StagedProduct } from '@crossover/domain/staged-products';
import { STAGED_MESSAGES } from '@crossover/domain/staged-products';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { ProductImage } from '@/components/product/product-image';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useCan } from '@/lib/use-can';
import { CatalogueChangesTable } from './catalogue-changes-table';
import { ReviewStatusBadge, SkuKindBadge } from './staged-badges';
import { formatStagedDate, orDash, stagedMoney } from './staged-format';

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm [overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}

function ExternalLink({ href }: { href: string | null }) {
  if (!href) return <>-</>;
  // Only http(s) addresses become links; anything else an import wrote is shown as text.
  if (!/^https?:\/\//i.test(href)) return <>{href}</>;
  return (
    <a href={href} target="_blank" rel="noreferrer noopener" className="text-brand-700 underline">
      {href}
    </a>
  );
}

/** The manufacturer as the row names it: the organization's name and logo, else the proposed ones. */
function Manufacturer({ row }: { row: StagedProduct }) {
  const name = row.manufacturerName ?? row.proposedManufacturerName;
  const logo = row.manufacturerLogoUrl ?? row.proposedManufacturerLogo;
  return (
    <div className="flex items-center gap-2">
      <ProductImage
        src={logo}
        alt={`${name ?? 'Manufacturer'} logo`}
        className="size-10 shrink-0 rounded-md border border-slate-200 [&_svg]:size-5"
      />
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Manufacturer</p>
        <p className="font-medium [overflow-wrap:anywhere] text-slate-900">
          {name ?? 'Unknown manufacturer'}
        </p>
      </div>
    </div>
  );
}

/**
 * Spec §2.2 'Product Data Preview': manufacturer name and logo, image, name, SKU, category,
 * subcategory, series, MAP and retail price, Mfg Cost, master pack cost and quantity, status,
 * description, UPC, weight, dimensions, source (by which id the row carries), source URL and
 * created date — read from the row the list already holds. A pending 'Update' row shows, to those
 * who manage products, the catalogue values approving it overwrites.
 */
export function ProductPreviewDialog({ row, onClose }: { row: StagedProduct; onClose: () => void }) {
  const issues = row.reviewStatus === 'pending' ? row.problems : [];
  const can = useCan();
  const showsChanges =
    row.reviewStatus === 'pending' && !row.isNewSku && Boolean(row.sku?.trim()) && can('products.manage');
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogTitle className="pr-8">{STAGED_MESSAGES.previewTitle}</DialogTitle>
        <DialogDescription>{row.name}</DialogDescription>
        <div className="mt-4 space-y-5">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <ProductImage
              src={row.imageUrl}
              alt={row.name}
              className="size-40 shrink-0 self-center rounded-md border border-slate-200 sm:self-start"
            />
            <div className="min-w-0">
              <Manufacturer row={row} />
            </div>
          </div>
          {issues.length > 0 ? (
            <div
              role="note"
              className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
            >
              <p className="flex items-center gap-1.5 font-medium">
                <AlertTriangle aria-hidden="true" className="size-4" />
                Fix before approving
              </p>
              <ul className="mt-1 list-disc pl-5">
                {issues.map((issue) => (
                  <li key={`${issue.field}:${issue.message}`}>{issue.message}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {showsChanges ? <CatalogueChangesTable row={row} /> : null}
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Field label="Name" wide>
              {row.name}
            </Field>
            <Field label="SKU">
              <span className="inline-flex flex-wrap items-center gap-1.5">
                <span className="font-mono">{orDash(row.sku)}</span>
                <SkuKindBadge isNewSku={row.isNewSku} />
              </span>
            </Field>
            <Field label="Review Status">
              <ReviewStatusBadge status={row.reviewStatus} />
            </Field>
            <Field label="Category">{orDash(row.category)}</Field>
            <Field label="Subcategory">{orDash(row.subcategory)}</Field>
            <Field label="Series">{orDash(row.proposedSeriesName)}</Field>
            <Field label="Status">{orDash(row.status)}</Field>
            <Field label="MAP Price">{stagedMoney(row.mapPrice)}</Field>
            <Field label="Retail Price">{stagedMoney(row.retailPrice)}</Field>
            {/* Cost fields come only to readers the catalogue shows costs to. */}
            {'mfgCost' in row && (
              <>
                <Field label="Mfg Cost">{stagedMoney(row.mfgCost)}</Field>
                <Field label="Master Pack Cost">{stagedMoney(row.mfgMasterPackCost)}</Field>
                <Field label="Master Pack Qty">{orDash(row.mfgMasterPackQty)}</Field>
              </>
            )}
            <Field label="UPC">{orDash(row.upc)}</Field>
            <Field label="Weight">{orDash(row.weight)}</Field>
            <Field label="Dimensions">{orDash(row.dimensions)}</Field>
            <Field label="Description" wide>
              <span className="whitespace-pre-line">{row.description || STAGED_MESSAGES.noDescription}</span>
            </Field>
            <Field label="Source">{row.source}</Field>
            <Field label="Created">{formatStagedDate(row.createdAt)}</Field>
            <Field label="Source URL" wide>
              <ExternalLink href={row.sourceUrl} />
            </Field>
          </dl>
        </div>
        <div className="mt-6 flex justify-end">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
