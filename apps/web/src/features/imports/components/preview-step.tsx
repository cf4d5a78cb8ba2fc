import type { UploadResponse } from '@crossover/domain/imports';
import { PREVIEW_ISSUES_SHOWN } from '@crossover/domain/imports';
import type { ColumnMapping } from '@crossover/domain/imports-fields';
import { AlertTriangle, ArrowLeft, CheckCircle2, Play } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { firstOf } from './list-limits';
import { mappedFields, previewIssues, previewRows } from './preview-rows';

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

/**
 * Step 4 before it starts: the first 3 sample rows as they will be staged (one column per sample
 * row, so it fits a phone) and the issues list (5, then 'and N more').
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
  const issues = previewIssues(upload, mapping);

  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        {upload.totalRows.toLocaleString('en-US')} rows will be checked and staged for review. The first{' '}
        {rows.length} as they will be imported:
      </p>
      <div className="overflow-x-auto">
        <table aria-label="Sample rows" className="w-full table-fixed text-left text-sm">
          <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="w-28 py-2 pr-3 font-medium sm:w-40">
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
                  <td
                    key={row.rowNumber}
                    className="py-2 pr-3 align-top [overflow-wrap:anywhere] text-slate-900"
                  >
                    {row.cells[field.key] || <span className="text-slate-400">-</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
