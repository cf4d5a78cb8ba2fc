import type { ReactNode } from 'react';
import { useId } from 'react';
import { Label } from '@/components/ui/label';

export interface FieldIds {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldShellProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  id?: string | undefined;
  hideLabel?: boolean | undefined;
  /** The control, given its id and the aria attributes that tie it to its hint and error. */
  children: (ids: FieldIds) => ReactNode;
}

/** Label, hint and error around one control: the error is announced and linked by aria-describedby. */
export function FieldShell({ label, error, hint, id, hideLabel, children }: FieldShellProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={controlId} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const controlClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 ' +
  'disabled:bg-slate-100 aria-[invalid=true]:border-red-600';
