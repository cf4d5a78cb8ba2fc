import type { AiUseFlag } from '@crossover/domain/ai-enhancement';
import { AI_MESSAGES, processingManyMessage } from '@crossover/domain/ai-enhancement';
import type { StagedListResponse, StagedProduct } from '@crossover/domain/staged-products';
import { STAGED_MESSAGES, aiApprovedMessage } from '@crossover/domain/staged-products';
import { Check, RefreshCw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TableEmpty, TableError, TableLoading } from '@/components/ui/data-table/table-states';
import { toast } from '@/components/ui/use-toast';
import { toastWriteFailure } from './failure-toast';
import { useEnhanceBatch, useEnhanceSingle, useToggleAiFlag } from '../api/enhance-staged';
import { useStagedBulk } from '../api/staged-bulk';
import { AiCard } from './ai-card';
import { type PageSelection, usePageSelection } from './use-page-selection';

export interface AiReviewProps {
  list: {
    data: StagedListResponse | undefined;
    status: 'pending' | 'error' | 'success';
    isFetching: boolean;
    refetch: () => unknown;
  };
  canAct: boolean;
  /** Rows whose enhancement this screen queued and whose result has not arrived yet. */
  tracked: ReadonlyMap<string, number>;
  /** Starts tracking rows whose enhancement was just queued (the list polls until they settle). */
  track: (ids: readonly string[]) => void;
  pager: React.ReactNode;
}

/** Spec 'Enhance n Products' / 'Approve n Products' (one: 'Product'). */
const countLabel = (verb: string, n: number) =>
  `${verb} ${n.toLocaleString('en-US')} Product${n === 1 ? '' : 's'}`;

type Overrides = ReadonlyMap<string, boolean>;
const overrideKey = (id: string, flag: AiUseFlag) => `${id}:${flag}`;

/** The flags as shown: the saved ones, with toggles on their way to the server already applied. */
export function shownFlags(row: StagedProduct, overrides: Overrides) {
  const flag = (name: 'useAiName' | 'useAiCategory' | 'useAiSeries') =>
    overrides.get(overrideKey(row.id, name)) ?? row[name];
  return {
    useAiName: flag('useAiName'),
    useAiCategory: flag('useAiCategory'),
    useAiSeries: flag('useAiSeries'),
  };
}

function SelectAllCheckbox({ selection, total }: { selection: PageSelection; total: number }) {
  const count = selection.countOnPage;
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className="size-4 rounded border-slate-300 accent-brand-600"
        checked={total > 0 && count === total}
        ref={(el) => {
          if (el) el.indeterminate = count > 0 && count < total;
        }}
        onChange={(event) => selection.setPage(event.target.checked)}
      />
      Select All ({count} of {total})
    </label>
  );
}

/** Spec §2.2 AI Enhanced tab ('AI-Enhanced Product Staging'): pending rows as cards. */
export function AiReview({ list, canAct, tracked, track, pager }: AiReviewProps) {
  const rows = list.data?.products ?? [];
  const selection = usePageSelection(rows.map((row) => row.id));
  const batch = useEnhanceBatch();
  const single = useEnhanceSingle();
  const toggle = useToggleAiFlag();
  const approve = useStagedBulk();
  const [singleIds, setSingleIds] = useState<ReadonlySet<string>>(new Set());
  const [overrides, setOverrides] = useState<Overrides>(new Map());
  const selected = selection.ids;
  const n = selected.length;

  function enhanceSelected() {
    batch.mutate(
      { stagedProductIds: [...selected] },
      {
        onSuccess: (answer) => {
          track(answer.stagedProductIds);
          toast({ title: AI_MESSAGES.startedTitle, description: processingManyMessage(answer.count) });
        },
        onError: (error) => toastWriteFailure(error, AI_MESSAGES.startFailedTitle, AI_MESSAGES.startFailed),
      },
    );
  }

  function enhanceOne(id: string) {
    setSingleIds((current) => new Set([...current, id]));
    single
      .mutateAsync(id)
      .then((answer) => {
        track([answer.stagedProductId]);
        toast({ title: AI_MESSAGES.startedTitle, description: AI_MESSAGES.processingOne });
      })
      .catch((error: unknown) =>
        toastWriteFailure(error, AI_MESSAGES.startFailedTitle, AI_MESSAGES.startFailed),
      )
      // Spec §4: a start that fails leaves the processing set (and one that worked is tracked).
      .finally(() => setSingleIds((current) => new Set([...current].filter((x) => x !== id))));
  }

  function approveSelected() {
    approve.mutate(
      { action: 'approve', productIds: [...selected], useAiEnhancements: true },
      {
        onSuccess: (answer) => {
          selection.clear();
          // A page holds at most 500 rows: an approval from here never becomes a job.
          if ('jobId' in answer) return void toast({ title: answer.message });
          toast({ title: STAGED_MESSAGES.aiApprovedTitle, description: aiApprovedMessage(answer.approved) });
        },
        onError: (error) =>
          toastWriteFailure(error, STAGED_MESSAGES.aiApproveFailedTitle, STAGED_MESSAGES.aiApproveFailed),
      },
    );
  }

  /** The box shows the choice at once; the saved row replaces it once the list is fetched again. */
  function onToggle(id: string, flag: AiUseFlag, value: boolean) {
    const key = overrideKey(id, flag);
    setOverrides((current) => new Map([...current, [key, value]]));
    // mutateAsync: several boxes may be ticked before the first answer (mutate's own callbacks
    // would run for the last call only).
    toggle
      .mutateAsync({ id, body: { [flag]: value } })
      .catch((error: unknown) => toastWriteFailure(error, 'Failed to save the AI choice'))
      .finally(() =>
        setOverrides((current) => new Map([...current].filter(([k, v]) => k !== key || v !== value))),
      );
  }

  let body: React.ReactNode;
  if (list.status === 'pending') body = <TableLoading text="Loading staged products…" />;
  else if (list.status === 'error') body = <TableError text={STAGED_MESSAGES.fetchFailed} />;
  else if (rows.length === 0) body = <TableEmpty title={STAGED_MESSAGES.emptyAi} />;
  else
    body = (
      <ul aria-label="Staged products" className="space-y-3">
        {rows.map((row) => (
          <AiCard
            key={row.id}
            row={row}
            canAct={canAct}
            selected={selected.includes(row.id)}
            onSelect={(value) => selection.toggle(row.id, value)}
            enhancing={singleIds.has(row.id) || tracked.has(row.id)}
            onEnhance={() => enhanceOne(row.id)}
            flags={shownFlags(row, overrides)}
            onToggle={(flag, value) => onToggle(row.id, flag, value)}
          />
        ))}
      </ul>
    );

  return (
    <Card className="space-y-4 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="mr-auto text-lg font-semibold text-slate-900">{STAGED_MESSAGES.aiTabTitle}</h3>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()} disabled={list.isFetching}>
          <RefreshCw aria-hidden="true" className={list.isFetching ? 'animate-spin' : undefined} />
          Refresh
        </Button>
      </div>
      {canAct && rows.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
          <div className="mr-auto">
            <SelectAllCheckbox selection={selection} total={rows.length} />
          </div>
          <Button size="sm" variant="outline" disabled={n === 0 || batch.isPending} onClick={enhanceSelected}>
            <Sparkles aria-hidden="true" />
            {countLabel('Enhance', n)}
          </Button>
          <Button size="sm" disabled={n === 0 || approve.isPending} onClick={approveSelected}>
            <Check aria-hidden="true" />
            {countLabel('Approve', n)}
          </Button>
        </div>
      ) : null}
      {body}
      {pager}
    </Card>
  );
}
