import { AudioWaveform } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The Crossover logo mark and name; `tone` picks colours for light or dark backgrounds. */
export function Brand({
  tone = 'light',
  showName = true,
  className,
}: {
  tone?: 'light' | 'dark';
  showName?: boolean;
  className?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <span
        className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white shadow-sm"
        aria-hidden="true"
      >
        <AudioWaveform className="size-5" />
      </span>
      {showName ? (
        <span
          className={cn(
            'text-lg font-semibold tracking-tight',
            tone === 'dark' ? 'text-white' : 'text-slate-900',
          )}
        >
          Crossover
        </span>
      ) : null}
    </span>
  );
}
