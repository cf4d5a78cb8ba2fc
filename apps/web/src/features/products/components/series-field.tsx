import { SERIES_MESSAGES } from '@crossover/domain/series';
import { Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ComboboxField } from '@/components/ui/form/combobox-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { toastOperationError } from '@/lib/operation-errors';
import { useSeriesList } from '@/features/series/api/get-series';
import { useCreateSeries } from '@/features/series/api/save-series';

/** Spec §8 Series (inline). */
export const createdSeriesMessage = (name: string) => `Created new series: ${name}`;

/**
 * The product's series, from its manufacturer's series only (none chosen: disabled). A chosen
 * series that does not belong to the manufacturer (any more) is reset (spec §4). 'New Series'
 * creates one inline for the chosen manufacturer and selects it.
 */
export function SeriesField({
  manufacturerId,
  value,
  onChange,
  error,
  disabled,
}: {
  manufacturerId: string;
  value: string;
  onChange: (seriesId: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  // No placeholder from another manufacturer's list: the reset below would clear a valid choice.
  const series = useSeriesList(
    { manufacturerId: manufacturerId || undefined },
    { enabled: manufacturerId !== '', placeholderData: undefined },
  );
  const list = manufacturerId ? series.data : undefined;
  useEffect(() => {
    if (value !== '' && list && !list.some((s) => s.id === value)) onChange('');
  }, [value, list, onChange]);

  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const inputId = useId();
  const create = useCreateSeries();
  const canCreate = name.trim() !== '' && manufacturerId !== '' && !create.isPending;

  function createSeries() {
    if (!canCreate) return;
    create.mutate(
      { name: name.trim(), manufacturerId, description: null, isActive: true },
      {
        onSuccess: (created) => {
          toast({ title: 'Success', description: createdSeriesMessage(created.name) });
          onChange(created.id);
          setName('');
          setAdding(false);
        },
        onError: (err) => toastOperationError(err, 'Error', SERIES_MESSAGES.createFailed),
      },
    );
  }

  const hint = manufacturerId === '' ? 'Choose a manufacturer first' : undefined;
  return (
    <div className="space-y-2">
      <ComboboxField
        label="Series"
        value={value}
        onChange={onChange}
        error={error}
        hint={hint}
        disabled={disabled || manufacturerId === ''}
        placeholder={series.isLoading ? 'Loading series…' : 'Select a series'}
        options={(list ?? []).map((s) => ({
          value: s.id,
          label: s.isActive ? s.name : `${s.name} (inactive)`,
        }))}
      />
      {adding ? (
        <div className="space-y-1.5 rounded-md border border-slate-200 bg-slate-50 p-3">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            New series name
          </label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={inputId}
              className="min-w-0 flex-1"
              value={name}
              autoFocus
              onChange={(event) => setName(event.target.value)}
              // Inside the product form: Enter creates the series, it does not save the product.
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  createSeries();
                }
              }}
            />
            <Button size="md" onClick={createSeries} disabled={!canCreate}>
              Create Series
            </Button>
            <Button size="md" variant="ghost" onClick={() => setAdding(false)}>
              Cancel
            </Button>
          </div>
          {manufacturerId === '' ? (
            <p className="text-xs text-slate-600">Choose a manufacturer to create a series for it.</p>
          ) : null}
        </div>
      ) : (
        <Button
          variant="link"
          size="inline"
          className="text-sm"
          disabled={disabled || manufacturerId === ''}
          onClick={() => setAdding(true)}
        >
          <Plus aria-hidden="true" />
          New Series
        </Button>
      )}
    </div>
  );
}
