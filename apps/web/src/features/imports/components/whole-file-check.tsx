import type { ImportCheck } from '@crossover/domain/imports';
import type { ImportedStatus, StatusMap, StatusValue } from '@crossover/domain/imports-status';
import { AlertTriangle, CheckCircle2, Loader2 } from 'lucide-react';
import { SelectField } from '@/components/ui/form/select-field';
import { parseApiError } from '@/lib/api-error';
import { countText } from './count-text';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'discontinued', label: 'Discontinued' },
] as const;

/** The lines of the check that need a look, each with its first examples. */
export function checkFindings(check: ImportCheck): { title: string; examples: string[] }[] {
  const findings = [
    {
      count: check.rowsFailing,
      title: `${countText(check.rowsFailing, 'row')} will fail: no usable SKU`,
      examples: check.failures,
    },
    {
      count: check.rowsWithWarnings,
      title: `${countText(check.rowsWithWarnings, 'row')} will be staged with warnings (a cell left empty or rounded)`,
      examples: check.warnings,
    },
    {
      count: check.rowsFlagged,
      title: `${countText(check.rowsFlagged, 'row looks', 'rows look')} like a heading or a note: staged as flagged, left out of approval`,
      examples: check.flagged,
    },
    {
      count: check.duplicateRows,
      title: `${countText(check.duplicateRows, 'row repeats', 'rows repeat')} a SKU of a later row: the last row of each SKU is staged`,
      examples: check.duplicates,
    },
  ];
  return findings.filter((finding) => finding.count > 0);
}

const statusLabel = (value: string) => (value === '' ? '(blank)' : value);

/** Each distinct Status value, how many rows have it, and what it becomes: the admin may correct it. */
function StatusValues({
  values,
  onChange,
}: {
  values: StatusValue[];
  onChange: (value: string, status: ImportedStatus) => void;
}) {
  return (
    <section aria-labelledby="status-values" className="space-y-2">
      <h3 id="status-values" className="text-sm font-semibold text-slate-900">
        Status values in the file
      </h3>
      <p className="text-xs text-slate-600">
        What each value of the Status column becomes. Correct any that is wrong.
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {values.map((entry) => (
          <li key={entry.value} className="rounded-lg border border-slate-200 p-2">
            <SelectField
              label={`${statusLabel(entry.value)} (${countText(entry.rows, 'row')})${entry.known ? '' : ': not recognised'}`}
              options={STATUS_OPTIONS}
              value={entry.status}
              onChange={(event) => onChange(entry.value, event.target.value as ImportedStatus)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The whole file as the import will read it (issue 15 item 24), not only the sample: rows failing,
 * warned, flagged and repeated with their first examples; the Status map; and, when SKUs of the file
 * are pending from an earlier import, whether to replace those rows.
 */
export function WholeFileCheck({
  check,
  loading,
  error,
  statusMap,
  onStatusMap,
  replacePending,
  onReplacePending,
}: {
  check: ImportCheck | undefined;
  loading: boolean;
  error: unknown;
  statusMap: StatusMap;
  onStatusMap: (map: StatusMap) => void;
  replacePending: boolean;
  onReplacePending: (replace: boolean) => void;
}) {
  if (error)
    return (
      <p role="alert" className="text-sm text-red-700">
        {parseApiError(error).message}
      </p>
    );
  if (!check)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        Checking every row of the file…
      </p>
    );
  const findings = checkFindings(check);
  return (
    <div className="space-y-4" aria-busy={loading}>
      {findings.length === 0 ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900"
        >
          <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
          All {countText(check.totalRows, 'row')} of the file checked: no problems found.
        </p>
      ) : (
        <section aria-labelledby="file-check" className="rounded-lg border border-amber-300 bg-amber-50 p-3">
          <h3 id="file-check" className="flex items-center gap-2 text-sm font-semibold text-amber-950">
            <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
            Whole file checked ({countText(check.totalRows, 'row')})
          </h3>
          <ul className="mt-2 space-y-2 text-sm [overflow-wrap:anywhere] text-amber-950">
            {findings.map((finding) => (
              <li key={finding.title}>
                <p className="font-medium">{finding.title}</p>
                <ul aria-label={finding.title} className="mt-1 list-disc space-y-0.5 pl-6 text-xs">
                  {finding.examples.map((line, index) => (
                    <li key={`${index}-${line}`}>{line}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}
      {check.pendingElsewhere > 0 ? (
        <label className="flex items-start gap-2 rounded-lg border border-slate-200 p-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4"
            checked={replacePending}
            onChange={(event) => onReplacePending(event.target.checked)}
          />
          <span>
            Replace the {countText(check.pendingElsewhere, 'SKU')} still pending review from an earlier import
            with this file&apos;s rows (a corrected file). Otherwise those rows are skipped.
          </span>
        </label>
      ) : null}
      {check.statusValues && check.statusValues.length > 0 ? (
        <StatusValues
          values={check.statusValues}
          onChange={(value, status) => onStatusMap({ ...statusMap, [value]: status })}
        />
      ) : null}
    </div>
  );
}
