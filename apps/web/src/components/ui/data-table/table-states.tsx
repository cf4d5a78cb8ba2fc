import type { ReactNode } from 'react';

/** The first load (later pages keep the previous rows on screen while the next ones load). */
export function TableLoading({ text }: { text: string }) {
  return <p className="py-8 text-center text-sm text-slate-600">{text}</p>;
}

export function TableError({ text }: { text: string }) {
  return (
    <p role="alert" className="py-8 text-center text-sm text-red-700">
      {text}
    </p>
  );
}

/** Nothing matches: a title and a hint (e.g. 'Try adjusting your search or filters'). */
export function TableEmpty({ title, hint }: { title: string; hint?: ReactNode }) {
  return (
    <div className="py-12 text-center">
      <p className="font-medium text-slate-800">{title}</p>
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
    </div>
  );
}
