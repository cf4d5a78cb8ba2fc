import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';

/**
 * The end of a dialog's form: the server's refusal (when there is one) above Cancel and the submit
 * button, which stays disabled while the request is pending.
 */
export function FormFooter({
  error,
  onCancel,
  pending,
  submitLabel,
  submitVariant,
}: {
  /** The message of `errors.root.server`, if the last submit was refused. */
  error?: string;
  onCancel: () => void;
  pending: boolean;
  submitLabel: ReactNode;
  submitVariant?: ButtonVariant;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant={submitVariant} disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
