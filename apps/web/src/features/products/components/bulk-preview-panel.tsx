import type { BulkUpdatePreview } from '@crossover/domain/bulk-products';
import { BULK_PREVIEW_SAMPLES } from '@crossover/domain/bulk-products';
import { ArrowRight } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { changeLines, valueText } from './bulk-rules';

/**
 * Spec §2.14 / §3 preview (a dry run, nothing changed yet): how many products, the list of
 * changes, the first 5 products before and after, Confirm Update and Cancel.
 */
export function BulkPreviewPanel({
  preview,
  panelRef,
  onConfirm,
  onCancel,
  pending,
}: {
  preview: BulkUpdatePreview;
  panelRef: Ref<HTMLElement>;
  onConfirm: () => void;
  onCancel: () => void;
  pending: boolean;
}) {
  const lines = changeLines(preview);
  const samples = preview.previewProducts.slice(0, BULK_PREVIEW_SAMPLES);
  const count = preview.targetProducts.toLocaleString('en-US');
  return (
    <Card className="border-brand-200 bg-brand-50/40">
      <section
        ref={panelRef}
        tabIndex={-1}
        aria-labelledby="bulk-preview-title"
        className="space-y-4 p-4 focus:outline-none"
      >
        <div>
          <h3 id="bulk-preview-title" className="text-lg font-semibold text-slate-900">
            Preview Changes
          </h3>
          <p className="text-sm text-slate-700">
            <strong>{count}</strong> {preview.targetProducts === 1 ? 'product' : 'products'} will be updated.
          </p>
        </div>
        <div>
          <h4 className="text-sm font-semibold text-slate-900">Changes</h4>
          <ul className="mt-1 list-inside list-disc text-sm text-slate-800">
            {lines.map((line) => (
              <li key={line.field}>
                {line.field} → <span className="font-medium">{line.to}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-sm font-semibold text-slate-900">
            Sample products (first {Math.min(samples.length, BULK_PREVIEW_SAMPLES)})
          </h4>
          <ul className="mt-2 space-y-2">
            {samples.map((sample) => (
              <li key={sample.id} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
                <p className="font-medium [overflow-wrap:anywhere] text-slate-900">
                  {sample.name} <span className="font-mono text-xs text-slate-600">{sample.sku}</span>
                </p>
                <dl className="mt-1 space-y-0.5">
                  {lines.map((line) => (
                    <div key={line.field} className="flex flex-wrap items-center gap-x-2 text-slate-700">
                      <dt className="w-24 shrink-0 text-slate-600">{line.field}</dt>
                      <dd className="flex flex-wrap items-center gap-x-2">
                        <span>
                          <span className="sr-only">before: </span>
                          {valueText(sample.currentValues, line.field)}
                        </span>
                        <ArrowRight className="size-3.5 text-slate-500" aria-hidden="true" />
                        <span className="font-medium text-slate-900">
                          <span className="sr-only">after: </span>
                          {valueText(sample.newValues, line.field)}
                        </span>
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={pending}>
            Confirm Update
          </Button>
        </div>
      </section>
    </Card>
  );
}
