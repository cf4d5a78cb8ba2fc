import { useProductFitment } from '@/features/vehicles/api/product-fitment';
import { LoadError } from '@/components/ui/load-error';
import { FitmentLinkPicker } from './fitment-link-picker';
import { FitmentRow } from './fitment-row';

/**
 * The product editor's fitment section (administrators): the vehicles the product fits with their
 * compatibility notes and verified flag, editable, unlinkable, and a search to link another.
 */
export function FitmentEditor({ productId }: { productId: string }) {
  const fitment = useProductFitment(productId);
  const links = fitment.data ?? [];
  return (
    <section aria-labelledby={`fitment-${productId}`} className="space-y-3">
      <div>
        <h3 id={`fitment-${productId}`} className="text-sm font-semibold text-slate-900">
          Vehicle Fitment
        </h3>
        <p className="text-xs text-slate-600">Partners see the active vehicles in the product details.</p>
      </div>
      {fitment.isPending ? (
        <p className="text-sm text-slate-600" role="status">
          Loading vehicles…
        </p>
      ) : fitment.isError ? (
        <LoadError
          message="The linked vehicles could not be loaded."
          onRetry={() => void fitment.refetch()}
        />
      ) : links.length === 0 ? (
        <p className="text-sm text-slate-600">No vehicles linked yet.</p>
      ) : (
        <ul aria-label="Linked vehicles" className="space-y-2">
          {links.map((link) => (
            <FitmentRow key={link.vehicleId} fitment={link} />
          ))}
        </ul>
      )}
      <FitmentLinkPicker productId={productId} linkedIds={new Set(links.map((l) => l.vehicleId))} />
    </section>
  );
}
