import type { UploadResponse } from '@crossover/domain/imports';
import { AlertTriangle } from 'lucide-react';
import { SelectField } from '@/components/ui/form/select-field';
import { toastFailure } from '@/lib/operation-errors';
import { useLayoutImport } from '../api/import-actions';

/** How a row is offered as the header: its number and its first cells. */
export function rowLabel(row: UploadResponse['topRows'][number]): string {
  const cells = row.cells.filter((cell) => cell !== '');
  const text = cells.slice(0, 5).join(' · ');
  return `Row ${row.number}: ${text}${cells.length > 5 ? ' …' : ''}`;
}

/** Where the table was read, as a sentence: the sheet (for a workbook) and the header row. */
export function layoutSummary(upload: UploadResponse): string {
  const where = upload.sheet === null ? '' : `sheet “${upload.sheet}”, `;
  const how = upload.headerDetected && upload.headerRow > 1 ? ' (the rows above it were passed over)' : '';
  return `Reading ${where}header in row ${upload.headerRow}${how}.`;
}

const sheetLabel = (sheet: UploadResponse['sheets'][number]) =>
  `${sheet.name}${sheet.kind !== 'worksheet' ? ' (chart, no table)' : !sheet.visible ? ' (hidden)' : ''}`;

/**
 * Which sheet and which row names the columns: found by the server (a title block and a cover tab
 * are passed over), shown here, and changed by reading the upload again. The warnings say what the
 * reader took with care or left out.
 */
export function TableLayoutPanel({
  upload,
  onRelaid,
}: {
  upload: UploadResponse;
  onRelaid: (upload: UploadResponse) => void;
}) {
  const layout = useLayoutImport();
  const relay = (change: { sheet?: string; headerRow?: number }) =>
    layout.mutate(
      { importId: upload.importId, ...change },
      {
        onSuccess: onRelaid,
        onError: (error) => toastFailure(error, 'Could not read that part of the file'),
      },
    );
  const offered = upload.topRows.some((row) => row.number === upload.headerRow)
    ? upload.topRows
    : [{ number: upload.headerRow, cells: upload.headers }, ...upload.topRows];
  return (
    <section
      aria-labelledby="table-layout-title"
      className="space-y-3 rounded-lg border border-slate-200 p-3"
    >
      <h3 id="table-layout-title" className="text-sm font-semibold text-slate-900">
        Where the table is
      </h3>
      <p className="text-sm [overflow-wrap:anywhere] text-slate-700" aria-live="polite">
        {layout.isPending ? 'Reading the file again…' : layoutSummary(upload)}
      </p>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {upload.sheets.length > 1 ? (
          <SelectField
            label="Sheet"
            value={upload.sheet ?? ''}
            disabled={layout.isPending}
            options={upload.sheets.map((sheet) => ({ value: sheet.name, label: sheetLabel(sheet) }))}
            onChange={(event) => relay({ sheet: event.target.value })}
          />
        ) : null}
        <SelectField
          label="Header row"
          value={String(upload.headerRow)}
          disabled={layout.isPending}
          options={offered.map((row) => ({ value: String(row.number), label: rowLabel(row) }))}
          onChange={(event) => relay({ headerRow: Number(event.target.value) })}
        />
      </div>
      {upload.warnings.length > 0 ? (
        <ul className="space-y-1 text-sm [overflow-wrap:anywhere] text-amber-950">
          {upload.warnings.map((warning) => (
            <li key={warning} className="flex gap-2">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
              {warning}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
