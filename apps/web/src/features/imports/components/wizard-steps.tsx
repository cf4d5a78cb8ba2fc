import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { WizardStep } from './wizard-state';
import { WIZARD_STEPS, stepNumberOf } from './wizard-state';

/**
 * Spec §2.1: 1 Manufacturer, 2 Upload, 3 Map Columns, 4 Import — done, current or to come. From
 * 640 px a line joins the steps; on phones each number sits above its label.
 */
export function WizardSteps({ step }: { step: WizardStep }) {
  const current = stepNumberOf(step);
  return (
    <ol aria-label="Import steps" className="flex items-start sm:items-center">
      {WIZARD_STEPS.map(({ number, label }, index) => {
        const done = number < current || step === 'complete';
        const active = number === current && !done;
        return (
          <li
            key={number}
            aria-current={active ? 'step' : undefined}
            className={cn(
              'flex min-w-0 flex-1 items-center',
              index === WIZARD_STEPS.length - 1 && 'sm:flex-none',
            )}
          >
            <div className="flex min-w-0 flex-1 flex-col items-center gap-1 text-center sm:flex-none sm:flex-row sm:gap-2 sm:text-left">
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                  done && 'bg-emerald-600 text-white',
                  active && 'bg-brand-600 text-white',
                  !done && !active && 'bg-slate-100 text-slate-600',
                )}
              >
                {done ? <Check aria-hidden="true" className="size-4" /> : number}
              </span>
              <span
                className={cn(
                  'text-xs leading-tight sm:text-sm sm:whitespace-nowrap',
                  active ? 'font-semibold text-slate-900' : 'text-slate-600',
                )}
              >
                {label}
                {done ? <span className="sr-only"> (done)</span> : null}
              </span>
            </div>
            {index < WIZARD_STEPS.length - 1 ? (
              <span
                aria-hidden="true"
                className={cn(
                  'mx-3 hidden h-px min-w-4 flex-1 sm:block',
                  done ? 'bg-emerald-600' : 'bg-slate-200',
                )}
              />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
