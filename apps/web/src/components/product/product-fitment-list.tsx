import { vehicleDetails, vehicleLabel } from '@crossover/domain/vehicles';
import { BadgeCheck } from 'lucide-react';
import { useProductFitment } from '@/features/vehicles/api/product-fitment';

/**
 * 'Fits these vehicles' in the Product Details dialog: the active vehicles the product is linked
 * to, with their compatibility notes. Nothing at all when it fits none (most products are universal).
 */
export function ProductFitmentList({ productId }: { productId: string }) {
  const fitment = useProductFitment(productId);
  if (fitment.isPending)
    return (
      <p className="text-sm text-slate-600" role="status">
        Loading vehicle fitment…
      </p>
    );
  const links = fitment.data ?? [];
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="fitment-heading">
      <h3 id="fitment-heading" className="mb-1 text-sm font-semibold text-slate-900">
        Fits these vehicles
      </h3>
      <ul
        className="divide-y divide-slate-100 rounded-lg border border-slate-200"
        aria-labelledby="fitment-heading"
      >
        {links.map((link) => {
          const details = vehicleDetails(link.vehicle);
          return (
            <li key={link.vehicleId} className="space-y-0.5 px-3 py-2 text-sm">
              <p className="flex flex-wrap items-center gap-x-2 font-medium text-slate-900">
                <span className="[overflow-wrap:anywhere]">{vehicleLabel(link.vehicle)}</span>
                {link.isVerified ? (
                  <span className="inline-flex items-center gap-1 text-xs font-normal text-emerald-700">
                    <BadgeCheck className="size-3.5" aria-hidden="true" />
                    Verified fit
                  </span>
                ) : null}
              </p>
              {details ? <p className="text-xs text-slate-600">{details}</p> : null}
              {link.compatibilityNotes ? (
                <p className="text-xs [overflow-wrap:anywhere] text-slate-700">{link.compatibilityNotes}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
