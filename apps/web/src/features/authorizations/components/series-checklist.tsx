import { AUTHORIZATION_MESSAGES } from '@crossover/domain/authorizations';
import { AUTHORIZATION_LABELS } from '@crossover/domain/catalog';
import { Badge } from '@/components/ui/badge';
import type { ManufacturerGroup, SeriesEntry } from './series-entries';

function EntryBadges({ entry }: { entry: SeriesEntry }) {
  if (entry.kind === 'new')
    return (
      <>
        <Badge tone="warning">{AUTHORIZATION_MESSAGES.notYetSaved}</Badge>
        <span className="text-xs text-slate-600">
          {entry.stagedProductCount} staged {entry.stagedProductCount === 1 ? 'product' : 'products'}
        </span>
      </>
    );
  return (
    <>
      <Badge tone="success">{AUTHORIZATION_MESSAGES.savedToDb}</Badge>
      {entry.authorizationType && entry.authorizationType !== 'can_order' ? (
        // A grant this screen does not set: kept unless the series is ticked (then Authorized).
        <Badge tone={entry.authorizationType === 'pricing_visible' ? 'solidWarning' : 'neutral'}>
          Now: {AUTHORIZATION_LABELS[entry.authorizationType]}
        </Badge>
      ) : null}
      {entry.isActive ? null : <Badge tone="neutral">Inactive</Badge>}
    </>
  );
}

/** Series per manufacturer, each a checkbox: ticked means the shop owner may order it. */
export function SeriesChecklist({
  groups,
  chosen,
  onToggle,
  disabled,
}: {
  groups: readonly ManufacturerGroup[];
  chosen: (entry: SeriesEntry) => boolean;
  onToggle: (entry: SeriesEntry, checked: boolean) => void;
  disabled: boolean;
}) {
  return (
    <div className="space-y-5">
      {groups.map((group) => {
        const count = group.entries.filter(chosen).length;
        return (
          <fieldset key={group.manufacturerId} className="space-y-2">
            <legend className="flex w-full flex-wrap items-baseline justify-between gap-x-3 text-sm font-semibold text-slate-900">
              <span>{group.manufacturerName}</span>
              <span className="text-xs font-normal text-slate-600">
                {count} of {group.entries.length} authorized
              </span>
            </legend>
            <ul className="grid gap-2 lg:grid-cols-2">
              {group.entries.map((entry) => (
                <li key={entry.key}>
                  <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-4 shrink-0 accent-brand-600"
                      checked={chosen(entry)}
                      disabled={disabled}
                      onChange={(event) => onToggle(entry, event.target.checked)}
                    />
                    <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
                      <span className="font-medium [overflow-wrap:anywhere] text-slate-900">
                        {entry.name}
                      </span>
                      <EntryBadges entry={entry} />
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
