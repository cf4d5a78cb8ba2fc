import type { CsvImport } from '@crossover/domain/imports';
import { IMPORT_HISTORY_PAGE } from '@crossover/domain/imports';
import { useCallback, useState } from 'react';
import { useTableUrlState } from '@/lib/use-table-url-state';
import { IMPORT_HISTORY_PAGE_SIZES, useImportHistory } from '../api/get-import-history';
import { FailureReportDialog } from '../components/failure-report-dialog';
import { GuidanceCards } from '../components/guidance-cards';
import { HISTORY_HEADING_ID, ImportHistory } from '../components/import-history';
import { ImportWizard } from '../components/import-wizard';

const HISTORY_DEFAULTS = { cursor: '', limit: IMPORT_HISTORY_PAGE as number };

/** Back-office §2.1 CSV import (/csv-import): the wizard, its guidance and the import history. */
export function CsvImportPage() {
  const [page, setPage] = useTableUrlState(HISTORY_DEFAULTS, {
    allowed: { limit: IMPORT_HISTORY_PAGE_SIZES },
  });
  const history = useImportHistory(page);
  const [reporting, setReporting] = useState<CsvImport | null>(null);
  const closeReport = useCallback(() => setReporting(null), []);
  const { restart } = history;

  // 'View Import Progress': the history's first page, scrolled to and focused.
  const showHistory = useCallback(() => {
    setPage({ cursor: '' });
    restart();
    const heading = document.getElementById(HISTORY_HEADING_ID);
    heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [setPage, restart]);

  return (
    <div className="space-y-6">
      <p className="max-w-prose text-sm text-slate-600">
        Import a manufacturer&apos;s product file into Staged Products, where the rows are reviewed before
        they reach the catalogue.
      </p>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <ImportWizard onStarted={restart} onViewProgress={showHistory} onViewReport={setReporting} />
        </div>
        <GuidanceCards />
      </div>
      <ImportHistory
        page={page}
        onPage={setPage}
        history={history}
        onViewReport={setReporting}
        onRetried={restart}
      />
      <FailureReportDialog record={reporting} onClose={closeReport} />
    </div>
  );
}
