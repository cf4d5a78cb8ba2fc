import { DEFAULT_PRICING_LIST_LIMIT, PRICING_MESSAGES } from '@crossover/domain/pricing/management-fields';
import {
  type PricingRule,
  RULE_TARGET_LABELS,
  RULE_TYPE_LABELS,
} from '@crossover/domain/pricing/pricing-rules';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table/data-table';
import { ListLimitNote } from '@/components/ui/data-table/list-limit-note';
import { TableEmpty } from '@/components/ui/data-table/table-states';
import { toast } from '@/components/ui/use-toast';
import { type PricingListParams, usePricingRules, useUpdatePricingRule } from '../api/pricing-management';
import { discountText, todayUtc, validPeriod } from './format';
import type { BuyerChoice } from './organization-pricing-dialog';
import { PricingRuleDialog } from './pricing-rule-dialog';
import { toastPricingError } from './toast-error';
import { EditDeactivateActions, ValidityStatus, validityColumns } from './validity';

const column = createColumnHelper<PricingRule>();
const typeLabel = (t: string) => RULE_TYPE_LABELS[t as keyof typeof RULE_TYPE_LABELS] ?? t;
const targetText = (r: PricingRule) =>
  r.targetType
    ? `${RULE_TARGET_LABELS[r.targetType]}: ${r.targetName ?? r.targetValue ?? '-'}`
    : 'Every product';

function NameCell({ rule }: { rule: PricingRule }) {
  return (
    <div className="min-w-0">
      <p className="font-medium text-slate-900">
        {rule.name}
        {rule.campaignId ? (
          <Badge tone="violet" className="ml-2">
            PMAP
          </Badge>
        ) : null}
      </p>
      {rule.description ? <p className="text-xs text-slate-600">{rule.description}</p> : null}
      {rule.organizationName ? (
        <p className="text-xs text-slate-600">Only for {rule.organizationName}</p>
      ) : null}
    </div>
  );
}

/** Spec §2.4 'Pricing Rules' tab: the list, Add Rule, edit and deactivate (admins; PMAP rules read-only). */
export function PricingRulesTab({
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
  const list = usePricingRules(params);
  const update = useUpdatePricingRule();
  const [editing, setEditing] = useState<PricingRule | null>(null);
  const [deactivating, setDeactivating] = useState<PricingRule | null>(null);
  const today = todayUtc();

  const columns = useMemo(
    () => [
      column.display({
        id: 'name',
        header: 'Rule Name',
        cell: ({ row }) => <NameCell rule={row.original} />,
      }),
      column.accessor('ruleType', { header: 'Type', cell: (c) => typeLabel(c.getValue()) }),
      column.display({ id: 'target', header: 'Target', cell: ({ row }) => targetText(row.original) }),
      column.display({ id: 'discount', header: 'Discount', cell: ({ row }) => discountText(row.original) }),
      ...validityColumns(column, today),
      ...(canManage
        ? [
            column.display({
              id: 'actions',
              header: () => <span className="sr-only">Actions</span>,
              cell: ({ row }) => (
                <RowActions rule={row.original} onEdit={setEditing} onDeactivate={setDeactivating} />
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
        onSuccess: () => toast({ title: 'Pricing rule deactivated' }),
        onError: toastPricingError,
        onSettled: () => setDeactivating(null),
      },
    );
  }

  return (
    <>
      <DataTable
        label="Pricing rules"
        columns={columns}
        data={list.data ?? []}
        getRowId={(r) => r.id}
        status={list.status}
        loadingText="Loading pricing rules…"
        errorText="Pricing rules could not be loaded."
        empty={<TableEmpty title={PRICING_MESSAGES.pricingRulesEmpty} />}
        renderCard={(rule) => (
          <div className="space-y-1 text-sm">
            <NameCell rule={rule} />
            <p>
              {typeLabel(rule.ruleType)} · {targetText(rule)}
            </p>
            <p>{discountText(rule)}</p>
            <p className="text-slate-600">{validPeriod(rule.validFrom, rule.validTo)}</p>
            <div className="flex items-center gap-2">
              <ValidityStatus entry={rule} today={today} />
              {canManage ? (
                <RowActions rule={rule} onEdit={setEditing} onDeactivate={setDeactivating} />
              ) : null}
            </div>
          </div>
        )}
      />
      <ListLimitNote shown={list.data?.length ?? 0} limit={DEFAULT_PRICING_LIST_LIMIT} noun="rules" />
      {canManage ? (
        <>
          <PricingRuleDialog open={adding} onOpenChange={onAddingChange} rule={null} buyers={buyers} />
          {editing ? (
            <PricingRuleDialog
              key={editing.id}
              open
              onOpenChange={(open) => (open ? null : setEditing(null))}
              rule={editing}
              buyers={buyers}
            />
          ) : null}
          <ConfirmDialog
            open={deactivating !== null}
            onOpenChange={(open) => (open ? undefined : setDeactivating(null))}
            title="Deactivate Pricing Rule"
            description={
              <p>"{deactivating?.name}" will no longer change any price. Edit it to switch it back on.</p>
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
  rule,
  onEdit,
  onDeactivate,
}: {
  rule: PricingRule;
  onEdit: (r: PricingRule) => void;
  onDeactivate: (r: PricingRule) => void;
}) {
  if (!rule.editable) return <span className="text-xs text-slate-600">On PMAP Import</span>;
  return (
    <EditDeactivateActions
      name={rule.name}
      active={rule.isActive}
      onEdit={() => onEdit(rule)}
      onDeactivate={() => onDeactivate(rule)}
    />
  );
}
