import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** An inline "could not be loaded" notice with a retry, for a query that failed. */
export function LoadError({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    // An alert, so a failure that arrives after the loading state is announced.
    <p role="alert" className={cn('text-sm text-red-700', className)}>
      {message}{' '}
      <Button variant="link" size="inline" onClick={onRetry}>
        Try again
      </Button>
    </p>
  );
}
