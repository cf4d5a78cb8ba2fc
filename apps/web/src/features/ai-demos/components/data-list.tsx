import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A labelled value of a sample product; '-' when the source left it blank. Its own div is the
 * only element between the <dl> and its <dt>/<dd> (a wrapper around it breaks the list for
 * assistive technology), so layout classes go through `className`.
 */
export function DataItem({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  const blank = children === '' || children === null || children === undefined;
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm [overflow-wrap:anywhere] text-slate-900">{blank ? '-' : children}</dd>
    </div>
  );
}
