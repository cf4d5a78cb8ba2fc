import { Construction } from 'lucide-react';

export const NOT_AVAILABLE_TEXT = 'This screen is not available yet.';

/**
 * What every screen that a later issue builds shows for now. The page title comes from the route
 * table and is shown by the page header.
 */
export function NotAvailablePage() {
  return (
    <div className="flex flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <Construction className="mb-3 size-8 text-slate-400" aria-hidden="true" />
      <p className="text-sm text-slate-700">{NOT_AVAILABLE_TEXT}</p>
    </div>
  );
}
