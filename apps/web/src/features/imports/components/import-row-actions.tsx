import type { CsvImport } from '@crossover/domain/imports';
import { Download, FileWarning, MoreHorizontal, RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export interface ImportRowHandlers {
  onViewReport: (record: CsvImport) => void;
  onExportFailed: (record: CsvImport) => void;
  onRetry: (record: CsvImport) => void;
  onDelete: (record: CsvImport) => void;
}

/** Spec §2.1: the actions menu is for failed imports or imports with failed records (not while running). */
export const hasFailureActions = (record: CsvImport) =>
  record.status !== 'processing' && (record.status === 'failed' || record.recordsFailed > 0);

/** A history row's actions menu (when it has failures) and its delete button. */
export function ImportRowActions({ record, ...handlers }: ImportRowHandlers & { record: CsvImport }) {
  const processing = record.status === 'processing';
  return (
    <div className="flex items-center justify-end gap-1">
      {hasFailureActions(record) ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={`Actions for ${record.filename}`}>
              <MoreHorizontal aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem onSelect={() => handlers.onViewReport(record)}>
              <FileWarning aria-hidden="true" />
              View Error Report
            </DropdownMenuItem>
            <DropdownMenuItem
              disabled={record.recordsFailed === 0}
              onSelect={() => handlers.onExportFailed(record)}
            >
              <Download aria-hidden="true" />
              Export Failed Rows
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => handlers.onRetry(record)}>
              <RotateCcw aria-hidden="true" />
              Retry Import
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete import ${record.filename}`}
        title={processing ? 'An import can be deleted once it has finished' : 'Delete import'}
        disabled={processing}
        onClick={() => handlers.onDelete(record)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
