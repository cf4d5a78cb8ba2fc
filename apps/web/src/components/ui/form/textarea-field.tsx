import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { FieldShell, controlClass } from './field-shell';

export interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

export function TextareaField({ label, error, hint, id, className, ...props }: TextareaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id}>
      {(ids) => <textarea {...ids} rows={3} className={cn(controlClass, 'py-2', className)} {...props} />}
    </FieldShell>
  );
}
