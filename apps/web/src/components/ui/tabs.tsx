import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef } from 'react';
import { cn } from '@/lib/cn';

export interface TabDefinition<K extends string> {
  key: K;
  label: string;
  /** The tab's panel; leave it out and pass the active panel as `children` instead. */
  content?: ReactNode;
  /** A disabled tab stays in view, marked, and arrows, Home and End skip it. */
  disabled?: boolean;
}

/**
 * WAI-ARIA tabs with automatic activation: the tab list is one stop in the tab order, arrows,
 * Home and End move between the enabled tabs and show each. Only the active panel is rendered, so
 * a tab's queries (and its polling) run only while it is shown.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  active,
  onChange,
  fill = false,
  children,
}: {
  label: string;
  tabs: readonly TabDefinition<K>[];
  active: K;
  onChange: (key: K) => void;
  /** Tabs share the full width on narrow screens (a short list of steps). */
  fill?: boolean;
  /** The active tab's panel, for tabs that do not carry their own `content`. */
  children?: ReactNode;
}) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === active),
  );
  const enabled = tabs.map((tab, index) => ({ tab, index })).filter(({ tab }) => !tab.disabled);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = enabled.findIndex(({ index }) => index === activeIndex);
    const last = enabled.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: at >= last ? 0 : at + 1,
      ArrowLeft: at <= 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const move = moves[event.key];
    const next = move === undefined ? undefined : enabled[move];
    if (!next) return;
    event.preventDefault();
    onChange(next.tab.key);
    refs.current[next.index]?.focus();
  }

  const current = tabs[activeIndex];
  return (
    <div className="space-y-4">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className={cn(
          'max-w-full gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1',
          fill ? 'flex sm:inline-flex' : 'inline-flex',
        )}
      >
        {tabs.map((tab, index) => {
          const selected = index === activeIndex;
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
                'rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                'disabled:cursor-not-allowed disabled:opacity-50',
                fill && 'flex-1 sm:flex-none',
                selected ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current.key}`}>
          {current.content ?? children}
        </div>
      ) : null}
    </div>
  );
}
