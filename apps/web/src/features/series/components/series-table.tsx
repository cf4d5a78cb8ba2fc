import type { Series } from '@crossover/domain/catalog';
import { createColumnHelper } from '@tanstack/react-table';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

export interface SeriesRowHandlers {
  onView: (series: Series) => void;
  onEdit: (series: Series) => void;
  onDelete: (series: Series) => void;
}

export function SeriesStatusBadge({ series }: { series: Series }) {
  return (
    <Badge tone={series.isActive ? 'success' : 'neutral'}>{series.isActive ? 'Active' : 'Inactive'}</Badge>
  );
}

/** View, Edit and Delete: the same buttons in the table and in the phone list. */
function SeriesRowActions({ series, onView, onEdit, onDelete }: SeriesRowHandlers & { series: Series }) {
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={`View ${series.name}`} onClick={() => onView(series)}>
        <Eye aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Edit ${series.name}`} onClick={() => onEdit(series)}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${series.name}`}
        onClick={() => onDelete(series)}
      >
        <Trash2 aria-hidden="true" className="text-red-700" />
      </Button>
    </>
  );
}

const column = createColumnHelper<Series>();

/**
 * Name, Manufacturer (for whoever manages several manufacturers' series), Description, Status
 * (sortable but the description) and the row's actions.
 */
export function useSeriesColumns(handlers: SeriesRowHandlers & { showManufacturer: boolean }) {
  const { onView, onEdit, onDelete, showManufacturer } = handlers;
  return useMemo(
    () => [
      column.accessor('name', {
        header: 'Name',
        enableSorting: true,
        cell: ({ row: { original: series } }) => (
          <button
            type="button"
            className="text-left font-medium text-slate-900 hover:text-brand-700 hover:underline"
            onClick={() => onView(series)}
          >
            {series.name}
          </button>
        ),
      }),
      ...(showManufacturer
        ? [
            column.accessor('manufacturerName', {
              id: 'manufacturer',
              header: 'Manufacturer',
              enableSorting: true,
              cell: (info) => info.getValue() ?? '-',
              meta: { className: 'text-slate-700' },
            }),
          ]
        : []),
      column.accessor('description', {
        header: 'Description',
        cell: (info) => (
          <span className="line-clamp-2 max-w-md text-slate-600">{info.getValue() ?? '-'}</span>
        ),
      }),
      column.accessor('isActive', {
        header: 'Status',
        enableSorting: true,
        cell: ({ row }) => <SeriesStatusBadge series={row.original} />,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <SeriesRowActions series={row.original} onView={onView} onEdit={onEdit} onDelete={onDelete} />
        ),
        meta: { className: 'text-right whitespace-nowrap' },
      }),
    ],
    [onView, onEdit, onDelete, showManufacturer],
  );
}

/** Phones: one card per series, every column's value kept and the actions in reach. */
export function SeriesCard({ series, ...handlers }: SeriesRowHandlers & { series: Series }) {
  return (
    <div className="flex items-start gap-3">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
          <span className="[overflow-wrap:anywhere]">{series.name}</span>
          <SeriesStatusBadge series={series} />
        </p>
        <p className="text-xs text-slate-700">{series.manufacturerName ?? '-'}</p>
        {series.description ? (
          <p className="line-clamp-2 text-xs [overflow-wrap:anywhere] text-slate-600">{series.description}</p>
        ) : null}
      </div>
      <div className="flex shrink-0">
        <SeriesRowActions series={series} {...handlers} />
      </div>
    </div>
  );
}
