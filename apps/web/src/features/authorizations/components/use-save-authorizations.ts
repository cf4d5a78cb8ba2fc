import { AUTHORIZATION_MESSAGES } from '@crossover/domain/authorizations';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useCreateSeries } from '@/features/series/api/save-series';
import { toastFailure } from '@/lib/operation-errors';
import { useSaveOrganizationAuthorizations, useSaveSeriesAuthorizations } from '../api/save-authorizations';
import type { SeriesEntry } from './series-entries';

/** Spec §4: saving waits 1 s before the saving flag clears. */
export const SAVING_SETTLE_MS = 1000;

export interface SaveInput {
  shopOwnerId: string;
  supplierIds: string[];
  seriesIds: string[];
  /** Chosen 'Not Yet Saved' series: created for their manufacturer first. */
  newSeries: Extract<SeriesEntry, { kind: 'new' }>[];
}

export interface SaveCallbacks {
  /** A proposed series now exists: its entry becomes the saved series `id`. */
  onSeriesCreated: (key: string, id: string) => void;
  onSuppliersSaved: () => void;
  onSeriesSaved: () => void;
}

/**
 * Save (back-office §2.10, §8): create each chosen 'Not Yet Saved' series (stop at the first
 * failure: 'Failed to create new series'), then PUT the suppliers and the series, each with its
 * own toast. The saving flag clears 1 s after the last answer.
 */
export function useSaveAuthorizations(callbacks: SaveCallbacks) {
  const [saving, setSaving] = useState(false);
  const createSeries = useCreateSeries();
  const saveSuppliers = useSaveOrganizationAuthorizations();
  const saveSeries = useSaveSeriesAuthorizations();

  async function run({ shopOwnerId, supplierIds, seriesIds, newSeries }: SaveInput) {
    const created: string[] = [];
    for (const entry of newSeries) {
      try {
        const series = await createSeries.mutateAsync({
          name: entry.name,
          manufacturerId: entry.manufacturerId,
          description: null,
          isActive: true,
        });
        created.push(series.id);
        callbacks.onSeriesCreated(entry.key, series.id);
      } catch (error) {
        toastFailure(error, AUTHORIZATION_MESSAGES.newSeriesFailed);
        return;
      }
    }
    try {
      await saveSuppliers.mutateAsync({ shopOwnerId, authorizedOrganizationIds: supplierIds });
      callbacks.onSuppliersSaved();
      toast({ title: AUTHORIZATION_MESSAGES.organizationsUpdated });
    } catch (error) {
      toastFailure(error, AUTHORIZATION_MESSAGES.organizationsFailed);
    }
    try {
      await saveSeries.mutateAsync({ shopOwnerId, authorizedSeriesIds: [...seriesIds, ...created] });
      callbacks.onSeriesSaved();
      toast({ title: AUTHORIZATION_MESSAGES.seriesUpdated });
    } catch (error) {
      toastFailure(error, AUTHORIZATION_MESSAGES.seriesFailed);
    }
  }

  async function save(input: SaveInput) {
    if (saving) return;
    setSaving(true);
    try {
      await run(input);
    } finally {
      setTimeout(() => setSaving(false), SAVING_SETTLE_MS);
    }
  }

  return { save, saving };
}
