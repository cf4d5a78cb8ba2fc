import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table/data-table';
import { TableEmpty } from '@/components/ui/data-table/table-states';
import type { PricingImportSummary } from '../../shared/api';
import { usePricingImports } from '../api/get-pricing-imports';
import { HistoryCard, useHistoryColumns } from '../components/history-columns';
import { ImportDetailsDialog } from '../components/import-details-dialog';
import { RollbackDialog } from '../components/rollback-dialog';

const clock = new Intl.DateTimeFormat('en-US', { timeStyle: 'medium' });

/**
 * Spec §2.6 Pricing Import History (/pricing-history): every import the caller may see (a
 * distributor its own), refreshed every 5 s with the time of the last answer, each with its details
 * and, where the server allows this caller, Rollback.
 */
export function PricingHistoryPage() {
  const history = usePricingImports();
  const [viewing, setViewing] = useState<PricingImportSummary | null>(null);
  const [rollingBack, setRollingBack] = useState<PricingImportSummary | null>(null);
  const columns = useHistoryColumns({ onDetails: setViewing, onRollBack: setRollingBack });
  const imports = history.data ?? [];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-2xl font-semibold tracking-tight text-slate-900">Pricing Import History</h2>
          <p className="mt-1 text-sm text-slate-600">
            Every price list and PMAP import, with its changes and rollback
          </p>
        </div>
        <div className="flex items-center gap-3">
          <p className="text-xs text-slate-600" aria-live="off">
            {history.dataUpdatedAt > 0 ? `Last updated ${clock.format(history.dataUpdatedAt)}` : ''}
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void history.refetch()}
            disabled={history.isFetching}
          >
            <RefreshCw aria-hidden="true" className={history.isFetching ? 'animate-spin' : undefined} />
            Refresh
          </Button>
        </div>
      </div>
      <Card>
        <CardContent className="pt-6">
          <DataTable
            label="Pricing imports"
            columns={columns}
            data={imports}
            getRowId={(record) => record.id}
            // A failed refresh keeps the rows on screen (spec §8: polling errors are only logged).
            status={history.data ? 'success' : history.status}
            loadingText="Loading pricing imports…"
            errorText="The pricing import history could not be loaded"
            empty={
              <TableEmpty
                title="No pricing imports found"
                hint="Price lists processed on Pricing Import and PMAP campaigns appear here."
              />
            }
            renderCard={(record) => (
              <HistoryCard record={record} onDetails={setViewing} onRollBack={setRollingBack} />
            )}
          />
        </CardContent>
      </Card>
      {viewing ? <ImportDetailsDialog summary={viewing} onClose={() => setViewing(null)} /> : null}
      {rollingBack ? <RollbackDialog record={rollingBack} onClose={() => setRollingBack(null)} /> : null}
    </div>
  );
}
