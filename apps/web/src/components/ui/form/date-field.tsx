import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { FieldShell, controlClass } from './field-shell';

export interface DateFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A native date input: the value is 'YYYY-MM-DD' (the browser shows it in the person's format). */
export function DateField({ label, error, hint, id, className, ...props }: DateFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id}>
      {(ids) => <input type="date" {...ids} className={cn(controlClass, 'h-10', className)} {...props} />}
    </FieldShell>
  );
}
