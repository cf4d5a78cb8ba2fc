import type { LucideIcon } from 'lucide-react';
import { Building2, FileSpreadsheet, Library, Route, ShieldCheck, SlidersHorizontal } from 'lucide-react';

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Spec §1: what the landing page advertises. */
export const FEATURES: readonly Feature[] = [
  {
    icon: Building2,
    title: '4-Tier Organization',
    text: 'Manufacturers, distributors, marketing firms and shop owners, each organization in its place in the channel.',
  },
  {
    icon: ShieldCheck,
    title: 'Series Authorization',
    text: 'Authorize partners per product series, controlling pricing visibility and order permissions.',
  },
  {
    icon: FileSpreadsheet,
    title: 'CSV Import Wizard',
    text: 'Bring catalogues in from spreadsheets with column mapping and validation before anything is saved.',
  },
  {
    icon: Route,
    title: 'Smart Order Routing',
    text: 'Orders are routed to the vendors each partner is authorized to buy from.',
  },
  {
    icon: Library,
    title: 'Product Catalog',
    text: 'Browse the catalogue by manufacturer and series, with prices according to your authorization.',
  },
  {
    icon: SlidersHorizontal,
    title: 'Admin Control Panel',
    text: 'Administrators manage products, organizations and users, and can view the platform as any user.',
  },
];

export function FeatureGrid() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {FEATURES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className="mt-4 text-base font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
