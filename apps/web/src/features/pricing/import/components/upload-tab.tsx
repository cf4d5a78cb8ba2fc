import { Download, FileSpreadsheet } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form/select-field';
import { toast } from '@/components/ui/use-toast';
import { INVALID_FILE_TYPE, PRICE_LIST_ACCEPT, downloadTemplate, isPriceListFile } from './price-list-file';

/** An admin's choice of whose prices the list changes: '' not chosen yet. */
export const CATALOGUE_TARGET = 'catalogue';

export interface TargetChoice {
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  loading: boolean;
}

/**
 * Upload File: the template, the target (admins only: a distributor, or the catalogue's reference
 * prices; a distributor's list is always its own) and the file. A chosen file is sent at once and
 * its preview opens.
 */
export function UploadTab({
  target,
  ownOrganizationName,
  file,
  busy,
  onFile,
}: {
  /** Null for a distributor, whose target is its own organization. */
  target: TargetChoice | null;
  ownOrganizationName: string | null;
  file: File | null;
  busy: boolean;
  onFile: (file: File) => void;
}) {
  const inputId = useId();
  const needsTarget = target !== null && target.value === '';

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) is a change too.
    event.target.value = '';
    if (!chosen) return;
    if (!isPriceListFile(chosen.name)) {
      toast({ ...INVALID_FILE_TYPE, variant: 'destructive' });
      return;
    }
    onFile(chosen);
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm text-slate-700">
          <p className="font-medium text-slate-900">Price list columns</p>
          <p>SKU (required), Distributor Part Number, Cost, Master Pack Qty Cost.</p>
        </div>
        <Button variant="outline" onClick={downloadTemplate} className="shrink-0">
          <Download aria-hidden="true" />
          Download Template
        </Button>
      </div>

      {target ? (
        <div className="max-w-md">
          <SelectField
            label="Prices for"
            value={target.value}
            onChange={(event) => target.onChange(event.target.value)}
            disabled={busy || target.loading}
            options={[
              { value: '', label: target.loading ? 'Loading distributors…' : 'Choose where the prices go' },
              { value: CATALOGUE_TARGET, label: 'Catalogue reference prices' },
              ...target.options,
            ]}
          />
        </div>
      ) : ownOrganizationName ? (
        <p className="text-sm text-slate-700">
          Prices for <span className="font-medium text-slate-900">{ownOrganizationName}</span>
        </p>
      ) : null}

      <div className="space-y-2">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
          Price list file
        </label>
        <input
          id={inputId}
          type="file"
          accept={PRICE_LIST_ACCEPT}
          onChange={onChange}
          disabled={busy || needsTarget}
          aria-describedby={`${inputId}-hint`}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-50 disabled:opacity-60"
        />
        <p id={`${inputId}-hint`} className="text-xs text-slate-600">
          {needsTarget
            ? 'Choose where the prices go first.'
            : 'An Excel (.xlsx, .xls) or CSV file up to 10 MB. It is checked row by row before anything changes.'}
        </p>
        {file ? (
          <p className="flex items-center gap-2 text-sm text-slate-800">
            <FileSpreadsheet aria-hidden="true" className="size-4 text-slate-500" />
            <span className="[overflow-wrap:anywhere]">{file.name}</span>
            <span className="text-slate-500">({Math.max(1, Math.round(file.size / 1024))} KB)</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
