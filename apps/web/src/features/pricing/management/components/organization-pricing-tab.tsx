import { DEFAULT_PRICING_LIST_LIMIT, PRICING_MESSAGES } from '@crossover/domain/pricing/management-fields';
import type { OrganizationPricing } from '@crossover/domain/pricing/organization-pricing';
import { createColumnHelper } from '@tanstack/react-table';
import { Pencil, PowerOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table/data-table';
import { ListLimitNote } from '@/components/ui/data-table/list-limit-note';
import { TableEmpty } from '@/components/ui/data-table/table-states';
import { toast } from '@/components/ui/use-toast';
import { formatMoneyOrDash } from '@/lib/format';
import {
  type PricingListParams,
  useOrganizationPricing,
  useUpdateOrganizationPricing,
} from '../api/pricing-management';
import { entryStatus, markupText, todayUtc, validPeriod } from './format';
import { type BuyerChoice, OrganizationPricingDialog } from './organization-pricing-dialog';
import { StatusBadge } from './status-badge';
import { toastPricingError } from './toast-error';

const column = createColumnHelper<OrganizationPricing>();

function ProductCell({ entry }: { entry: OrganizationPricing }) {
  return (
    <div className="min-w-0">
      <p className="font-medium text-slate-900">{entry.product.name}</p>
      <p className="text-xs text-slate-600">
        {entry.product.manufacturerName ?? '-'} · {entry.product.sku}
      </p>
      <p className="text-xs text-slate-600">For {entry.organizationName}</p>
    </div>
  );
}

/** Spec §2.4 'Organization Pricing' tab: the list, Add Pricing, edit and deactivate (admins). */
export function OrganizationPricingTab({
  params,
  canManage,
  buyers,
  adding,
  onAddingChange,
}: {
  params: PricingListParams;
  canManage: boolean;
  buyers: readonly BuyerChoice[];
  adding: boolean;
  onAddingChange: (open: boolean) => void;
}) {
  const list = useOrganizationPricing(params);
  const update = useUpdateOrganizationPricing();
  const [editing, setEditing] = useState<OrganizationPricing | null>(null);
  const [deactivating, setDeactivating] = useState<OrganizationPricing | null>(null);
  const today = todayUtc();

  const columns = useMemo(
    () => [
      column.display({
        id: 'product',
        header: 'Product',
        cell: ({ row }) => <ProductCell entry={row.original} />,
      }),
      column.accessor('customCost', { header: 'Custom Cost', cell: (c) => formatMoneyOrDash(c.getValue()) }),
      column.accessor('customMasterPackCost', {
        header: 'Master Pack Cost',
        cell: (c) => formatMoneyOrDash(c.getValue()),
      }),
      column.display({
        id: 'markup',
        header: 'Markup Strategy',
        cell: ({ row }) => markupText(row.original),
      }),
      column.display({
        id: 'period',
        header: 'Valid Period',
        cell: ({ row }) => validPeriod(row.original.validFrom, row.original.validTo),
      }),
      column.display({
        id: 'status',
        header: 'Status',
        cell: ({ row: { original: e } }) => (
          <StatusBadge status={entryStatus(e.isActive, e.validFrom, e.validTo, today)} />
        ),
      }),
      ...(canManage
        ? [
            column.display({
              id: 'actions',
              header: () => <span className="sr-only">Actions</span>,
              cell: ({ row }) => (
                <RowActions entry={row.original} onEdit={setEditing} onDeactivate={setDeactivating} />
              ),
            }),
          ]
        : []),
    ],
    [canManage, today],
  );

  function deactivate() {
    if (!deactivating) return;
    update.mutate(
      { id: deactivating.id, body: { isActive: false } },
      {
        onSuccess: () => toast({ title: 'Organization pricing deactivated' }),
        onError: toastPricingError,
        onSettled: () => setDeactivating(null),
      },
    );
  }

  return (
    <>
      <DataTable
        label="Organization pricing"
        columns={columns}
        data={list.data ?? []}
        getRowId={(e) => e.id}
        status={list.status}
        loadingText="Loading organization pricing…"
        errorText="Organization pricing could not be loaded."
        empty={<TableEmpty title={PRICING_MESSAGES.organizationPricingEmpty} />}
        renderCard={(entry) => (
          <div className="space-y-1 text-sm">
            <ProductCell entry={entry} />
            <p>
              Custom cost {formatMoneyOrDash(entry.customCost)} · Master pack{' '}
              {formatMoneyOrDash(entry.customMasterPackCost)}
            </p>
            <p>{markupText(entry)}</p>
            <p className="text-slate-600">{validPeriod(entry.validFrom, entry.validTo)}</p>
            <div className="flex items-center gap-2">
              <StatusBadge status={entryStatus(entry.isActive, entry.validFrom, entry.validTo, today)} />
              {canManage ? (
                <RowActions entry={entry} onEdit={setEditing} onDeactivate={setDeactivating} />
              ) : null}
            </div>
          </div>
        )}
      />
      <ListLimitNote shown={list.data?.length ?? 0} limit={DEFAULT_PRICING_LIST_LIMIT} noun="entries" />
      {canManage ? (
        <>
          <OrganizationPricingDialog
            open={adding}
            onOpenChange={onAddingChange}
            entry={null}
            buyers={buyers}
          />
          {editing ? (
            <OrganizationPricingDialog
              key={editing.id}
              open
              onOpenChange={(open) => (open ? null : setEditing(null))}
              entry={editing}
              buyers={buyers}
            />
          ) : null}
          <ConfirmDialog
            open={deactivating !== null}
            onOpenChange={(open) => (open ? undefined : setDeactivating(null))}
            title="Deactivate Organization Pricing"
            description={
              <p>
                {deactivating?.organizationName} will pay the usual price for {deactivating?.product.name}{' '}
                again. The entry is kept; edit it to switch it back on.
              </p>
            }
            confirmLabel="Deactivate"
            pending={update.isPending}
            onConfirm={deactivate}
          />
        </>
      ) : null}
    </>
  );
}

function RowActions({
  entry,
  onEdit,
  onDeactivate,
}: {
  entry: OrganizationPricing;
  onEdit: (e: OrganizationPricing) => void;
  onDeactivate: (e: OrganizationPricing) => void;
}) {
  const name = `${entry.product.name} for ${entry.organizationName}`;
  return (
    <div className="flex gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Edit pricing of ${name}`}
        onClick={() => onEdit(entry)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      {entry.isActive ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Deactivate pricing of ${name}`}
          onClick={() => onDeactivate(entry)}
        >
          <PowerOff aria-hidden="true" className="text-red-700" />
        </Button>
      ) : null}
    </div>
  );
}
