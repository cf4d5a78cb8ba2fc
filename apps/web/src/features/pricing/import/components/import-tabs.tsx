import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef } from 'react';
import { cn } from '@/lib/cn';

export interface ImportTabDefinition<K extends string> {
  key: K;
  label: string;
  disabled: boolean;
}

/**
 * WAI-ARIA tabs with automatic activation (arrows, Home and End move between the tabs that are
 * enabled and show each); a disabled tab stays in view, marked, until its step is reached.
 */
export function ImportTabs<K extends string>({
  label,
  tabs,
  active,
  onChange,
  children,
}: {
  label: string;
  tabs: readonly ImportTabDefinition<K>[];
  active: K;
  onChange: (key: K) => void;
  /** The active tab's panel. */
  children: ReactNode;
}) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = tabs.map((tab, index) => ({ tab, index })).filter(({ tab }) => !tab.disabled);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = enabled.findIndex(({ tab }) => tab.key === active);
    const last = enabled.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: at >= last ? 0 : at + 1,
      ArrowLeft: at <= 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key] === undefined ? undefined : enabled[moves[event.key]!];
    if (!next) return;
    event.preventDefault();
    onChange(next.tab.key);
    refs.current[next.index]?.focus();
  }

  return (
    <div className="space-y-4">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex max-w-full gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1 sm:inline-flex"
      >
        {tabs.map((tab, index) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={selected ? `${id}-panel` : undefined}
              disabled={tab.disabled}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              className={cn(
                'flex-1 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors sm:flex-none',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                'disabled:cursor-not-allowed disabled:opacity-50',
                selected ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`}>
        {children}
      </div>
    </div>
  );
}
