import type { ComponentProps } from 'react';
import { useId } from 'react';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A checkbox with its label beside it, its hint and error linked by aria-describedby. */
export function CheckboxField({ label, error, hint, id, ...props }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy =
    [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="flex items-center gap-2 text-sm text-slate-800">
        <input
          id={inputId}
          type="checkbox"
          className="size-4 accent-brand-600"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...props}
        />
        {label}
      </label>
      {hint ? (
        <p id={`${inputId}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
