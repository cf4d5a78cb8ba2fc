import { ArrowDown } from 'lucide-react';

const TIERS = [
  { name: 'Manufacturers', detail: 'Publish series and pricing' },
  { name: 'Distributors', detail: 'Stock and fulfil orders' },
  { name: 'Marketing Firms', detail: 'Represent brands regionally' },
  { name: 'Shop Owners', detail: 'Order for their installs' },
] as const;

/** A static illustration of the four organization tiers for the hero. */
export function TierDiagram() {
  return (
    <figure className="rounded-2xl border border-white/10 bg-white/5 p-6 backdrop-blur">
      <figcaption className="mb-4 text-xs font-semibold tracking-wider text-slate-300 uppercase">
        One network, four tiers
      </figcaption>
      <ol className="space-y-2">
        {TIERS.map((tier, index) => (
          <li key={tier.name}>
            <div className="flex items-center justify-between gap-4 rounded-lg bg-white px-4 py-3 shadow-sm">
              <span className="flex items-center gap-3">
                <span className="flex size-7 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white">
                  {index + 1}
                </span>
                <span className="text-sm font-semibold text-slate-900">{tier.name}</span>
              </span>
              <span className="text-right text-xs text-slate-600">{tier.detail}</span>
            </div>
            {index < TIERS.length - 1 ? (
              <ArrowDown className="mx-auto my-1 size-4 text-slate-400" aria-hidden="true" />
            ) : null}
          </li>
        ))}
      </ol>
    </figure>
  );
}
