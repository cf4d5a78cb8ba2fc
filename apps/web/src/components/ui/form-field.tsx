import type { ComponentProps } from 'react';
import { FieldShell } from '@/components/ui/form/field-shell';
import { Input } from '@/components/ui/input';

export interface FormFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled text input whose hint and error are announced and linked through aria-describedby. */
export function FormField({ label, error, hint, id, ...inputProps }: FormFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id}>
      {(ids) => <Input {...ids} {...inputProps} />}
    </FieldShell>
  );
}
