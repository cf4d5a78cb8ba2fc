import type { UploadResponse } from '@crossover/domain/imports';
import { PREVIEW_ISSUES_SHOWN } from '@crossover/domain/imports';
import type { ColumnMapping, ImportFieldInfo } from '@crossover/domain/imports-fields';
import { AlertTriangle, ArrowLeft, CheckCircle2, Play } from 'lucide-react';
import { Fragment } from 'react';
import { Button } from '@/components/ui/button';
import { PHONE_QUERY, useMediaQuery } from '@/components/ui/use-media-query';
import { firstOf } from './list-limits';
import type { PreviewRow } from './preview-rows';
import { mappedFields, previewIssues, previewRows } from './preview-rows';
import { layoutSummary } from './table-layout-panel';

function IssuesList({ issues }: { issues: string[] }) {
  const { shown, more } = firstOf(issues, PREVIEW_ISSUES_SHOWN);
  if (issues.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
        <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
        No issues found in the sample rows.
      </p>
    );
  }
  return (
    <section aria-labelledby="preview-issues" className="rounded-lg border border-amber-300 bg-amber-50 p-3">
      <h3 id="preview-issues" className="flex items-center gap-2 text-sm font-semibold text-amber-950">
        <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
        Issues ({issues.length})
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-sm [overflow-wrap:anywhere] text-amber-950">
        {shown.map((issue, index) => (
          <li key={`${index}-${issue}`}>{issue}</li>
        ))}
        {more > 0 ? <li className="list-none font-medium">and {more} more</li> : null}
      </ul>
      <p className="mt-2 text-xs text-amber-900">
        Rows with problems are reported as failed; the others are staged.
      </p>
    </section>
  );
}

type SampleProps = { fields: ImportFieldInfo[]; rows: PreviewRow[] };

/** One column per sample row, so the fields read down the side. */
function SampleTable({ fields, rows }: SampleProps) {
  return (
    <table aria-label="Sample rows" className="w-full table-fixed text-left text-sm">
      <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
        <tr>
          <th scope="col" className="w-40 py-2 pr-3 font-medium">
            Field
          </th>
          {rows.map((row) => (
            <th key={row.rowNumber} scope="col" className="py-2 pr-3 font-medium">
              Row {row.rowNumber}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {fields.map((field) => (
          <tr key={field.key}>
            <th scope="row" className="py-2 pr-3 align-top font-medium text-slate-700">
              {field.label}
            </th>
            {rows.map((row) => (
              <td key={row.rowNumber} className="py-2 pr-3 align-top break-words text-slate-900">
                {row.cells[field.key] || <span className="text-slate-400">-</span>}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Phones: each sample row as its own list of field and value. */
function SampleCards({ fields, rows }: SampleProps) {
  return (
    <ul aria-label="Sample rows" className="space-y-3">
      {rows.map((row) => (
        <li key={row.rowNumber} className="rounded-lg border border-slate-200 p-3">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Row {row.rowNumber}</p>
          <dl className="mt-2 grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1 text-sm">
            {fields.map((field) => (
              <Fragment key={field.key}>
                <dt className="text-slate-600">{field.label}</dt>
                <dd className="break-words text-slate-900">{row.cells[field.key] || '-'}</dd>
              </Fragment>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * Step 4 before it starts: the first 3 sample rows as they will be staged and the issues list (5,
 * then 'and N more').
 */
export function PreviewStep({
  upload,
  mapping,
  starting,
  onBack,
  onStart,
}: {
  upload: UploadResponse;
  mapping: ColumnMapping;
  starting: boolean;
  onBack: () => void;
  onStart: () => void;
}) {
  const fields = mappedFields(mapping);
  // Three rows: cheap enough to work out on every render.
  const rows = previewRows(upload, mapping);
  const phone = useMediaQuery(PHONE_QUERY);
  const issues = previewIssues(upload, mapping);

  return (
    <div className="space-y-6">
      <p className="text-sm [overflow-wrap:anywhere] text-slate-600">
        {layoutSummary(upload)} {upload.totalRows.toLocaleString('en-US')} rows will be checked and staged for
        review. The first {rows.length} as they will be imported:
      </p>
      {phone ? <SampleCards fields={fields} rows={rows} /> : <SampleTable fields={fields} rows={rows} />}
      <IssuesList issues={issues} />
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="outline" onClick={onBack} disabled={starting}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button onClick={onStart} disabled={starting}>
          <Play aria-hidden="true" />
          {starting ? 'Starting…' : 'Start Import'}
        </Button>
      </div>
    </div>
  );
}
