import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { parseApiError } from './api-error';

/**
 * Puts a failed save's answer on the form: each `errors: { field: message }` entry (the server's
 * 400 and 409 answers) on its input when the form has one, everything else — the message, and
 * errors for fields the form does not show — as the form-level error (`errors.root.server`).
 * Returns the form-level message (null when every problem sits on a field), e.g. for a toast.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
): string | null {
  const { message, fieldErrors } = parseApiError(error);
  const values = form.getValues() as Record<string, unknown>;
  const unplaced: string[] = [];
  let placed = 0;
  for (const [field, fieldMessage] of Object.entries(fieldErrors)) {
    if (field in values) {
      form.setError(
        field as FieldPath<T>,
        { type: 'server', message: fieldMessage },
        { shouldFocus: placed === 0 },
      );
      placed += 1;
    } else {
      unplaced.push(fieldMessage);
    }
  }
  // The summary message only repeats what the fields say when every problem found its field.
  const formMessage = unplaced.length > 0 ? unplaced.join(' ') : placed > 0 ? null : message;
  if (formMessage) form.setError('root.server', { type: 'server', message: formMessage });
  return formMessage;
}
