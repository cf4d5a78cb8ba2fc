import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';

/** Says plainly that the screen is a simulation on sample data (back-office §2.11). */
export function DemoNotice({ children }: { children: ReactNode }) {
  return (
    <div
      role="note"
      aria-label="Demonstration"
      className="flex items-start gap-3 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        <p className="font-medium">Demonstration with sample data</p>
        <p>{children}</p>
      </div>
    </div>
  );
}
