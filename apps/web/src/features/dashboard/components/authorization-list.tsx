import type { SeriesAuthorization } from '@crossover/domain/catalog';
import { AuthorizationBadge } from '@/components/product/authorization-badge';

/** Series authorizations as rows: series · manufacturer, and the type's badge. */
export function AuthorizationList({ items, label }: { items: SeriesAuthorization[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-100">
      {items.map((auth) => (
        <li key={auth.seriesId} className="flex items-center justify-between gap-3 py-2 text-sm">
          <span className="min-w-0 truncate">
            <span className="font-medium text-slate-900">{auth.seriesName}</span>
            {auth.manufacturerName ? (
              <span className="text-slate-600"> · {auth.manufacturerName}</span>
            ) : null}
          </span>
          <AuthorizationBadge type={auth.authorizationType} isAdmin={false} />
        </li>
      ))}
    </ul>
  );
}
