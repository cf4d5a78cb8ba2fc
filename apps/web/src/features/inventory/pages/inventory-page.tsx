import type { InventoryRecord, InventoryStatus } from '@crossover/domain/inventory';
import {
  DEFAULT_INVENTORY_PAGE_SIZE,
  INVENTORY_MESSAGES as M,
  INVENTORY_PAGE_SIZES,
  INVENTORY_STATUSES,
  INVENTORY_STATUS_LABELS,
} from '@crossover/domain/inventory';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table/data-table';
import { TableEmpty } from '@/components/ui/data-table/table-states';
import { SelectField } from '@/components/ui/form/select-field';
import { toast } from '@/components/ui/use-toast';
import { toastOperationError } from '@/lib/operation-errors';
import { useCan } from '@/lib/use-can';
import { useTableUrlState } from '@/lib/use-table-url-state';
import { useSignedInUser } from '@/features/auth/api/get-current-user';
import { useOrganizations } from '@/features/organizations/api/get-organizations';
import { useInventoryPage, useInventoryStats } from '../api/get-inventory';
import { useDeleteInventory } from '../api/save-inventory';
import { AdjustDialog } from '../components/adjust-dialog';
import { type InventoryDialogState, InventoryDialog } from '../components/inventory-dialog';
import { InventoryCard, useInventoryColumns } from '../components/inventory-table';
import { ProductPicker } from '@/components/ui/product-picker';
import { InventoryStatsCards } from '../components/stats-cards';

type StatusFilter = 'all' | InventoryStatus;

/** Filters, page size and cursor in the address: a reload or a shared link shows the same rows. */
const LIST_DEFAULTS = {
  organizationId: 'all',
  productId: 'all',
  status: 'all' as StatusFilter,
  limit: DEFAULT_INVENTORY_PAGE_SIZE as number,
  cursor: '',
};

const STOCKING_TYPES = new Set(['manufacturer', 'distributor']);

/** Back-office §2.3 Inventory (/inventory). */
export function InventoryPage() {
  const viewer = useSignedInUser();
  const can = useCan();
  // Admins reach every organization's stock; manufacturers and distributors their own.
  const anyOrganization = can('inventory.manage', { scope: 'any' });
  const [query, setQuery] = useTableUrlState(LIST_DEFAULTS, {
    allowed: { limit: INVENTORY_PAGE_SIZES, status: ['all', ...INVENTORY_STATUSES] },
  });
  // Any filter change starts again from the first page.
  const setFilter = (patch: Partial<typeof LIST_DEFAULTS>) => setQuery({ ...patch, cursor: '' });
  const organizationId = anyOrganization ? query.organizationId : (viewer.organizationId ?? 'all');
  const filters = { organizationId, productId: query.productId };

  const organizations = useOrganizations();
  const stocking = useMemo(
    () => (organizations.data ?? []).filter((o) => STOCKING_TYPES.has(o.type)),
    [organizations.data],
  );
  const stats = useInventoryStats(filters);
  const list = useInventoryPage({
    ...filters,
    status: query.status,
    limit: query.limit,
    cursor: query.cursor,
  });
  const remove = useDeleteInventory();
  const [dialog, setDialog] = useState<InventoryDialogState>(null);
  const [adjusting, setAdjusting] = useState<InventoryRecord | null>(null);
  const [deleting, setDeleting] = useState<InventoryRecord | null>(null);
  const columns = useInventoryColumns({
    onAdjust: setAdjusting,
    onEdit: (record) => setDialog({ mode: 'edit', record }),
    onDelete: setDeleting,
  });
  const filtered = query.productId !== 'all' || query.status !== 'all' || query.organizationId !== 'all';

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: M.deleted }),
      onError: (error) => toastOperationError(error, 'Error', M.deleteFailed),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <p className="max-w-prose text-sm text-slate-600">
          Stock on hand, reserved for orders and available, per product and organization.
        </p>
        <Button onClick={() => setDialog({ mode: 'add' })}>
          <Plus aria-hidden="true" />
          Add Inventory
        </Button>
      </div>

      <InventoryStatsCards stats={stats.data} />
      {stats.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The summary could not be loaded.
        </p>
      ) : null}

      <Card className="space-y-4 p-4">
        <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
          <SelectField
            label="Organization"
            hideLabel
            disabled={!anyOrganization}
            value={organizationId}
            onChange={(event) => setFilter({ organizationId: event.target.value })}
            options={
              anyOrganization
                ? [
                    { value: 'all', label: 'All Organizations' },
                    ...stocking.map((o) => ({ value: o.id, label: o.name })),
                  ]
                : (organizations.data ?? []).map((o) => ({ value: o.id, label: o.name }))
            }
          />
          <ProductPicker
            label="Product"
            hideLabel
            allLabel="All Products"
            value={query.productId}
            scope={{ status: 'all' }}
            onChange={(product) => setFilter({ productId: product?.id ?? 'all' })}
          />
          <SelectField
            label="Status"
            hideLabel
            value={query.status}
            onChange={(event) => setFilter({ status: event.target.value as StatusFilter })}
            options={[
              { value: 'all', label: 'All Statuses' },
              ...INVENTORY_STATUSES.map((s) => ({ value: s, label: INVENTORY_STATUS_LABELS[s] })),
            ]}
          />
        </div>

        <DataTable
          label="Inventory"
          columns={columns}
          data={list.data?.records ?? []}
          getRowId={(record) => record.id}
          status={list.status}
          loadingText="Loading inventory…"
          errorText="Inventory could not be loaded"
          empty={
            <TableEmpty
              title={M.empty}
              hint={filtered ? 'Try adjusting your filters' : 'Add a record to start tracking stock.'}
            />
          }
          renderCard={(record) => (
            <InventoryCard
              record={record}
              onAdjust={setAdjusting}
              onEdit={(r) => setDialog({ mode: 'edit', record: r })}
              onDelete={setDeleting}
            />
          )}
          pagination={{
            kind: 'cursor',
            isFirst: query.cursor === '',
            nextCursor: list.data?.nextCursor ?? null,
            rowCount: list.data?.records.length ?? 0,
            pageSize: query.limit,
            pageSizes: INVENTORY_PAGE_SIZES,
            onFirst: () => setQuery({ cursor: '' }),
            onNext: (cursor) => setQuery({ cursor }),
            onPageSize: (limit) => setFilter({ limit }),
          }}
        />
      </Card>

      <InventoryDialog
        state={dialog}
        onClose={() => setDialog(null)}
        organizations={stocking}
        canChooseOrganization={anyOrganization}
        defaultOrganizationId={
          anyOrganization
            ? query.organizationId === 'all'
              ? ''
              : query.organizationId
            : (viewer.organizationId ?? '')
        }
      />
      <AdjustDialog record={adjusting} onClose={() => setAdjusting(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete Inventory"
        description={
          <p>
            {M.deleteConfirm} {deleting ? `${deleting.productName} at ${deleting.organizationName}.` : null}
          </p>
        }
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
