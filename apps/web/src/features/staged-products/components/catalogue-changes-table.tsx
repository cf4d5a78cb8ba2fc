import type { StagedProduct } from '@crossover/domain/staged-products';
import { useAdminProducts } from '@/features/products/api/get-admin-products';
import { catalogueChanges } from './catalogue-changes';

/**
 * For a pending 'Update' row (admins: they approve): the catalogue values approving it overwrites,
 * now and after approval, read from the catalogue product of its SKU.
 */
export function CatalogueChangesTable({ row }: { row: StagedProduct }) {
  const sku = row.sku?.trim() ?? '';
  const list = useAdminProducts({ search: sku, status: 'all', sort: 'createdAt', order: 'desc', limit: 10 });
  if (list.isPending) return <p className="text-sm text-slate-600">Loading the catalogue product…</p>;
  const current = list.data?.products.find((p) => p.sku.toLowerCase() === sku.toLowerCase());
  if (!current) return null;
  const changes = catalogueChanges(row, current);
  return (
    <section aria-labelledby="catalogue-changes" className="space-y-2">
      <h3 id="catalogue-changes" className="text-sm font-semibold text-slate-900">
        Catalogue values this update overwrites
      </h3>
      {changes.length === 0 ? (
        <p className="text-sm text-slate-600">Approving changes no catalogue value of {current.name}.</p>
      ) : (
        <div className="overflow-x-auto">
          <table aria-label="Catalogue changes" className="w-full text-left text-sm">
            <thead className="text-xs tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Field
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Catalogue now
                </th>
                <th scope="col" className="py-1 font-medium">
                  After approval
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {changes.map((change) => (
                <tr key={change.label} className="align-top">
                  <th scope="row" className="py-1 pr-3 font-medium text-slate-700">
                    {change.label}
                  </th>
                  <td className="py-1 pr-3 [overflow-wrap:anywhere] text-slate-600 line-through decoration-slate-400">
                    {change.current}
                  </td>
                  <td className="py-1 [overflow-wrap:anywhere] font-medium text-slate-900">
                    {change.incoming}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
