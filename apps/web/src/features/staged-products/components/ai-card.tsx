import type { AiUseFlag } from '@crossover/domain/ai-enhancement';
import { AI_MESSAGES, confidenceGuidance, confidenceLevel } from '@crossover/domain/ai-enhancement';
import type { StagedProduct } from '@crossover/domain/staged-products';
import { Loader2, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { AiStatusBadge, SkuKindBadge } from './staged-badges';
import { orDash } from './staged-format';
import { rowLabel } from './staged-row-actions';

const checkboxClass = 'size-4 rounded border-slate-300 accent-brand-600 disabled:opacity-50';

function Value({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm [overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}

/** An enhanced value with its use-this checkbox, disabled when there is no enhanced value. */
function EnhancedValue({
  label,
  value,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  value: string | null;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className={`${checkboxClass} mt-4 shrink-0`}
        checked={checked && value !== null}
        disabled={disabled || value === null}
        onChange={(event) => onChange(event.target.checked)}
        aria-label={`Use enhanced ${label.toLowerCase()}`}
      />
      <Value label={label}>
        <label htmlFor={id}>{orDash(value)}</label>
      </Value>
    </div>
  );
}

export interface AiCardProps {
  row: StagedProduct;
  /** The viewer may select, enhance and choose (admins); others read. */
  canAct: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onEnhance: () => void;
  enhancing: boolean;
  /** The use-this flags as shown (the saved ones with any change on its way to the server). */
  flags: Pick<StagedProduct, 'useAiName' | 'useAiCategory' | 'useAiSeries'>;
  onToggle: (flag: AiUseFlag, value: boolean) => void;
}

/** Spec §2.2 AI Enhanced tab: one staged row, its original data and what enhancement proposes. */
export function AiCard({
  row,
  canAct,
  selected,
  onSelect,
  onEnhance,
  enhancing,
  flags,
  onToggle,
}: AiCardProps) {
  const status = row.aiEnhancementStatus;
  const busy = enhancing || status === 'processing';
  const category = row.aiEnhancedCategory
    ? [row.aiEnhancedCategory, row.aiEnhancedSubcategory].filter(Boolean).join(' / ')
    : null;
  const confidence = row.aiEnhancementConfidence;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" aria-label={rowLabel(row)}>
      <div className="flex flex-wrap items-center gap-2">
        {canAct ? (
          <input
            type="checkbox"
            className={checkboxClass}
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={`Select ${rowLabel(row)}`}
          />
        ) : null}
        <span className="font-mono text-sm font-medium [overflow-wrap:anywhere] text-slate-900">
          {orDash(row.sku)}
        </span>
        <SkuKindBadge isNewSku={row.isNewSku} />
        <span className="ml-auto flex items-center gap-2">
          <AiStatusBadge status={status} />
          {canAct ? (
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={onEnhance}
              aria-label={`Enhance ${rowLabel(row)}`}
            >
              {busy ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <Sparkles aria-hidden="true" />
              )}
              Enhance
            </Button>
          ) : null}
        </span>
      </div>
      <div className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2">
        <section aria-label="Original Data" className="space-y-2 rounded-md bg-slate-50 p-3">
          <h4 className="text-sm font-semibold text-slate-900">Original Data</h4>
          <dl className="space-y-2">
            <Value label="Name">{row.name}</Value>
            <Value label="Category">{orDash(row.category)}</Value>
            <Value label="Series">{orDash(row.proposedSeriesName)}</Value>
          </dl>
        </section>
        <section aria-label="AI Enhanced Data" className="space-y-2 rounded-md bg-brand-50/60 p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 className="text-sm font-semibold text-slate-900">AI Enhanced Data</h4>
            {confidence !== null && status === 'completed' ? (
              <span className="text-xs text-slate-700" title={confidenceGuidance(confidence)}>
                {confidence}% confidence
                {confidenceLevel(confidence) ? ` · ${confidenceLevel(confidence)}` : ''}
              </span>
            ) : null}
          </div>
          <dl className="space-y-2">
            <EnhancedValue
              label="Name"
              value={row.aiEnhancedName}
              checked={flags.useAiName}
              disabled={!canAct || busy}
              onChange={(value) => onToggle('useAiName', value)}
            />
            <EnhancedValue
              label="Category"
              value={category}
              checked={flags.useAiCategory}
              disabled={!canAct || busy}
              onChange={(value) => onToggle('useAiCategory', value)}
            />
            <EnhancedValue
              label="Series"
              value={row.aiEnhancedSeriesName}
              checked={flags.useAiSeries}
              disabled={!canAct || busy}
              onChange={(value) => onToggle('useAiSeries', value)}
            />
          </dl>
        </section>
      </div>
      {status === 'failed' ? (
        <p className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          <span className="font-medium">{AI_MESSAGES.failedLabel}</span> {row.aiEnhancementError ?? ''}
        </p>
      ) : null}
    </li>
  );
}
