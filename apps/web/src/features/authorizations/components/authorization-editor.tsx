import type { ShopOwnerOption } from '@crossover/domain/authorizations';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { SearchBox } from '@/components/ui/search-box';
import { useUncommittedSeries } from '@/features/series/api/get-uncommitted-series';
import { useOrganizationAuthorizations, useSeriesAuthorizations } from '../api/get-authorizations';
import { type SeriesEntry, groupSeries, isChosen } from './series-entries';
import { SeriesChecklist } from './series-checklist';
import { SupplierChecklist } from './supplier-checklist';
import { useSaveAuthorizations } from './use-save-authorizations';

type Overrides = ReadonlyMap<string, boolean>;
const NO_OVERRIDES: Overrides = new Map();
/** A click back to what the server has is no change any more. */
function withChoice(map: Overrides, key: string, checked: boolean, saved: boolean): Overrides {
  const next = new Map(map);
  if (checked === saved) next.delete(key);
  else next.set(key, checked);
  return next;
}

/**
 * One shop owner's suppliers and series. Ticks start from the server's can_order grants; the
 * person's clicks are kept as overrides until Save, which replaces both sets on the server.
 * Mounted per shop owner (key), so choosing another one starts afresh; the page hears how many
 * changes are unsaved, to ask before they are dropped.
 */
export function AuthorizationEditor({
  shopOwner,
  onChangesCounted,
}: {
  shopOwner: ShopOwnerOption;
  onChangesCounted?: (changes: number) => void;
}) {
  const suppliers = useOrganizationAuthorizations(shopOwner.id);
  const series = useSeriesAuthorizations(shopOwner.id);
  // Proposals are an extra: without them (or without access) the saved series still show.
  const proposals = useUncommittedSeries({ retry: false });
  const [supplierOverrides, setSupplierOverrides] = useState<Overrides>(new Map());
  const [seriesOverrides, setSeriesOverrides] = useState<Overrides>(new Map());
  const [filter, setFilter] = useState('');
  const { save, saving } = useSaveAuthorizations({
    onSeriesCreated: (key, id) =>
      setSeriesOverrides((map) => {
        const next = new Map(map);
        next.delete(key);
        return next.set(id, true);
      }),
    onSuppliersSaved: () => setSupplierOverrides(new Map()),
    onSeriesSaved: () => setSeriesOverrides(new Map()),
  });

  const all = useMemo(
    () => groupSeries(series.data?.series ?? [], proposals.data ?? []),
    [series.data, proposals.data],
  );
  const shown = useMemo(
    () => (filter.trim() ? groupSeries(series.data?.series ?? [], proposals.data ?? [], filter) : all),
    [all, filter, series.data, proposals.data],
  );
  const authorized = new Set(suppliers.data?.authorizedOrganizationIds ?? []);
  const supplierChosen = (id: string) => supplierOverrides.get(id) ?? authorized.has(id);
  const seriesChosen = (entry: SeriesEntry) => isChosen(entry, seriesOverrides);

  function onSave() {
    const entries = all.flatMap((g) => g.entries).filter(seriesChosen);
    void save({
      shopOwnerId: shopOwner.id,
      supplierIds: (suppliers.data?.suppliers ?? []).filter((s) => supplierChosen(s.id)).map((s) => s.id),
      seriesIds: entries.filter((e) => e.kind === 'saved').map((e) => e.key),
      newSeries: entries.filter((e) => e.kind === 'new'),
    });
  }

  const loading = suppliers.isPending || series.isPending;
  const failed = suppliers.isError || series.isError;
  const changes = supplierOverrides.size + seriesOverrides.size;
  useEffect(() => onChangesCounted?.(changes), [changes, onChangesCounted]);
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Supplier Organizations</CardTitle>
          <CardDescription>Organizations {shopOwner.name} may order from</CardDescription>
        </CardHeader>
        <CardContent>
          {suppliers.isPending ? (
            <p className="text-sm text-slate-600">Loading suppliers…</p>
          ) : suppliers.isError ? (
            <LoadError
              message="Failed to load supplier organizations."
              onRetry={() => void suppliers.refetch()}
            />
          ) : (
            <SupplierChecklist
              suppliers={suppliers.data.suppliers}
              chosen={supplierChosen}
              onToggle={(id, checked) =>
                setSupplierOverrides((map) => withChoice(map, id, checked, authorized.has(id)))
              }
              disabled={saving}
            />
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Series Authorizations</CardTitle>
          <CardDescription>Series {shopOwner.name} may order, per manufacturer</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <SearchBox
            label="Filter series"
            hideLabel
            className="max-w-md"
            placeholder="Filter by series or manufacturer..."
            value={filter}
            onChange={setFilter}
          />
          {series.isPending ? (
            <p className="text-sm text-slate-600">Loading series…</p>
          ) : series.isError ? (
            <LoadError message="Failed to load series." onRetry={() => void series.refetch()} />
          ) : shown.length === 0 ? (
            <p className="py-4 text-sm text-slate-600">
              {filter.trim() ? 'No series match your filter' : 'No series available'}
            </p>
          ) : (
            <SeriesChecklist
              groups={shown}
              chosen={seriesChosen}
              onToggle={(entry, checked) =>
                setSeriesOverrides((map) =>
                  withChoice(map, entry.key, checked, isChosen(entry, NO_OVERRIDES)),
                )
              }
              disabled={saving}
            />
          )}
        </CardContent>
      </Card>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur md:mx-0 md:rounded-xl md:border">
        <p className="mr-auto text-sm text-slate-600" aria-live="polite">
          {changes === 0
            ? 'No unsaved changes'
            : `${changes} unsaved ${changes === 1 ? 'change' : 'changes'}`}
        </p>
        <Button
          variant="outline"
          disabled={saving || changes === 0}
          onClick={() => {
            setSupplierOverrides(new Map());
            setSeriesOverrides(new Map());
          }}
        >
          Discard
        </Button>
        <Button onClick={onSave} disabled={saving || loading || failed}>
          {saving ? 'Saving…' : 'Save Authorizations'}
        </Button>
      </div>
    </div>
  );
}
