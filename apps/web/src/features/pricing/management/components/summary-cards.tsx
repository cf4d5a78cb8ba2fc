import type { PricingSummary } from '@crossover/domain/pricing/quote';
import { BadgePercent, Layers, Sparkles, Tags } from 'lucide-react';
import { Card } from '@/components/ui/card';

const CARDS: { key: keyof PricingSummary; label: string; icon: typeof Tags }[] = [
  { key: 'activePricing', label: 'Active Pricing Rules', icon: Tags },
  { key: 'specialOffers', label: 'Special Offers', icon: Sparkles },
  { key: 'volumeDiscounts', label: 'Volume Discounts', icon: Layers },
  { key: 'promotions', label: 'Promotions', icon: BadgePercent },
];

/** Spec §2.4: the four count cards (live, active entries, counted on the server). */
export function SummaryCards({ summary }: { summary: PricingSummary | undefined }) {
  return (
    <ul aria-label="Pricing summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon }) => (
        <li key={key}>
          <Card className="flex items-center justify-between gap-2 p-4">
            <div className="min-w-0">
              <p className="text-sm text-slate-600">{label}</p>
              <p className="text-2xl font-semibold text-slate-900" aria-live="polite">
                {summary ? summary[key].toLocaleString('en-US') : '–'}
              </p>
            </div>
            <Icon className="size-6 shrink-0 text-brand-600" aria-hidden="true" />
          </Card>
        </li>
      ))}
    </ul>
  );
}
