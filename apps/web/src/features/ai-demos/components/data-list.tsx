import type { ReactNode } from 'react';

/** A labelled value of a sample product; '-' when the source left it blank. */
export function DataItem({ label, children }: { label: string; children: ReactNode }) {
  const blank = children === '' || children === null || children === undefined;
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm [overflow-wrap:anywhere] text-slate-900">{blank ? '-' : children}</dd>
    </div>
  );
}
