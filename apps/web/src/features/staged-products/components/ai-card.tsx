import type { AiUseFlag } from '@crossover/domain/ai-enhancement';
import { AI_MESSAGES, confidenceGuidance, confidenceLevel } from '@crossover/domain/ai-enhancement';
import type { StagedProduct } from '@crossover/domain/staged-products';
import { Loader2, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { AiStatusBadge, SkuKindBadge } from './staged-badges';
import { orDash } from './staged-format';
import { rowLabel } from './staged-row-actions';

const checkboxClass = 'size-4 rounded border-slate-300 accent-brand-600 disabled:opacity-50';

/**
 * One field's row: its original value (read-only) and the enhanced one with its use-this box,
 * disabled when there is no enhanced value. The box is described by the value it would use.
 */
function FieldRow({
  label,
  original,
  enhanced,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  original: string | null;
  enhanced: string | null;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const valueId = useId();
  return (
    <tr className="border-t border-slate-100 align-top">
      <th scope="row" className="py-2 pr-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
        {label}
      </th>
      <td className="py-2 pr-3 [overflow-wrap:anywhere] text-slate-800">{orDash(original)}</td>
      <td className="py-2">
        <span className="flex items-start gap-2">
          <input
            type="checkbox"
            className={`${checkboxClass} mt-0.5 shrink-0`}
            checked={checked && enhanced !== null}
            disabled={disabled || enhanced === null}
            onChange={(event) => onChange(event.target.checked)}
            aria-label={`Use enhanced ${label.toLowerCase()}`}
            aria-describedby={valueId}
          />
          <span id={valueId} className="[overflow-wrap:anywhere] text-slate-900">
            {orDash(enhanced)}
          </span>
        </span>
      </td>
    </tr>
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
      <table
        className="mt-3 w-full table-fixed text-left text-sm"
        aria-label={`${orDash(row.sku)}: original and AI enhanced data`}
      >
        <colgroup>
          <col className="w-20 sm:w-28" />
          <col />
          <col />
        </colgroup>
        <thead>
          <tr className="text-xs text-slate-600">
            <th scope="col" className="pb-1 font-medium">
              <span className="sr-only">Field</span>
            </th>
            <th scope="col" className="pr-3 pb-1 font-semibold text-slate-900">
              Original Data
            </th>
            <th scope="col" className="pb-1 font-semibold text-slate-900">
              AI Enhanced Data
              {confidence !== null && status === 'completed' ? (
                <span className="ml-2 font-normal text-slate-600" title={confidenceGuidance(confidence)}>
                  {confidence}%{confidenceLevel(confidence) ? ` · ${confidenceLevel(confidence)}` : ''}
                </span>
              ) : null}
            </th>
          </tr>
        </thead>
        <tbody>
          <FieldRow
            label="Name"
            original={row.name}
            enhanced={row.aiEnhancedName}
            checked={flags.useAiName}
            disabled={!canAct || busy}
            onChange={(value) => onToggle('useAiName', value)}
          />
          <FieldRow
            label="Category"
            original={row.category}
            enhanced={category}
            checked={flags.useAiCategory}
            disabled={!canAct || busy}
            onChange={(value) => onToggle('useAiCategory', value)}
          />
          <FieldRow
            label="Series"
            original={row.proposedSeriesName}
            enhanced={row.aiEnhancedSeriesName}
            checked={flags.useAiSeries}
            disabled={!canAct || busy}
            onChange={(value) => onToggle('useAiSeries', value)}
          />
        </tbody>
      </table>
      {status === 'failed' ? (
        <p className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          <span className="font-medium">{AI_MESSAGES.failedLabel}</span> {row.aiEnhancementError ?? ''}
        </p>
      ) : null}
    </li>
  );
}
