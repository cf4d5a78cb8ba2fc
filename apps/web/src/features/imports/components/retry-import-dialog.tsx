import type { CsvImport, ImportMapping } from '@crossover/domain/imports';
import { IMPORT_MESSAGES } from '@crossover/domain/imports';
import type { ColumnMapping } from '@crossover/domain/imports-fields';
import { IMPORT_FIELD_KEYS } from '@crossover/domain/imports-fields';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useImportMapping } from '../api/get-import-mapping';
import { MappingFields } from './mapping-fields';
import { isMapped } from './wizard-state';

const columnOf = (mapping: ColumnMapping, key: (typeof IMPORT_FIELD_KEYS)[number]) => mapping[key] ?? null;

/** Whether the admin changed any field's column from the last run's. */
export const mappingChanged = (saved: ColumnMapping, chosen: ColumnMapping) =>
  IMPORT_FIELD_KEYS.some((key) => columnOf(saved, key) !== columnOf(chosen, key));

function MappingChoice({
  saved,
  pending,
  onRetry,
  onCancel,
}: {
  saved: ImportMapping;
  pending: boolean;
  onRetry: (columnMapping: ColumnMapping | undefined) => void;
  onCancel: () => void;
}) {
  const [mapping, setMapping] = useState<ColumnMapping>(saved.columnMapping);
  const changed = mappingChanged(saved.columnMapping, mapping);
  const problem = isMapped(mapping, 'sku') ? null : IMPORT_MESSAGES.skuNotMapped;
  return (
    <>
      <p className="mt-4 text-sm text-slate-600">
        ★ marks the column the last run used.
        {changed ? ' The retry reads the file with the mapping changed below.' : ''}
      </p>
      <div className="mt-4">
        <MappingFields
          headers={saved.headers}
          sampleRow={saved.sampleRow}
          sampleLabel={`Row ${saved.sampleRowNumber ?? ''} (failed)`}
          suggested={saved.columnMapping}
          mapping={mapping}
          problem={problem}
          onMap={(field, column) => setMapping((current) => ({ ...current, [field]: column }))}
        />
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        {changed ? (
          <Button variant="outline" onClick={() => setMapping(saved.columnMapping)}>
            Use Last Mapping
          </Button>
        ) : null}
        <Button
          autoFocus
          disabled={pending || problem !== null}
          onClick={() => onRetry(changed ? mapping : undefined)}
        >
          <RotateCcw aria-hidden="true" />
          Retry Import
        </Button>
      </div>
    </>
  );
}

/**
 * The history's Retry (issue 15 item 8): the import's mapping from its last run, with the wizard's
 * mapping controls to change it first. 'Retry Import' keeps the mapping unless a field was changed;
 * only a changed mapping is sent.
 */
export function RetryImportDialog({
  record,
  pending,
  onRetry,
  onClose,
}: {
  record: CsvImport;
  pending: boolean;
  onRetry: (columnMapping: ColumnMapping | undefined) => void;
  onClose: () => void;
}) {
  const saved = useImportMapping(record.id);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogTitle>Retry Import</DialogTitle>
        <DialogDescription className="[overflow-wrap:anywhere]">
          {record.filename} is read again from its stored file: its failed rows and the rows still waiting for
          review are redone; rows already approved or rejected stay.
        </DialogDescription>
        {saved.data ? (
          <MappingChoice saved={saved.data} pending={pending} onRetry={onRetry} onCancel={onClose} />
        ) : (
          <>
            <p role="status" className="py-6 text-center text-sm text-slate-600">
              {saved.isError
                ? 'The mapping could not be loaded: the import can still be retried with it.'
                : 'Loading the mapping…'}
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button disabled={pending || !saved.isError} onClick={() => onRetry(undefined)}>
                <RotateCcw aria-hidden="true" />
                Retry Import
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
