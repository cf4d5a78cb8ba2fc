import { DEFAULT_PRICING_LIST_LIMIT, PRICING_MESSAGES } from '@crossover/domain/pricing/management-fields';
import type { OrganizationPricing } from '@crossover/domain/pricing/organization-pricing';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
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
import { markupText, todayUtc, validPeriod } from './format';
import { type BuyerChoice, OrganizationPricingDialog } from './organization-pricing-dialog';
import { toastPricingError } from './toast-error';
import { EditDeactivateActions, ValidityStatus, validityColumns } from './validity';

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
      ...validityColumns(column, today),
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
              <ValidityStatus entry={entry} today={today} />
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
  return (
    <EditDeactivateActions
      name={`pricing of ${entry.product.name} for ${entry.organizationName}`}
      active={entry.isActive}
      onEdit={() => onEdit(entry)}
      onDeactivate={() => onDeactivate(entry)}
    />
  );
}
