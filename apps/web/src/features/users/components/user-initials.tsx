import { cn } from '@/lib/cn';

export function initialsOf(firstName: string | null, lastName: string | null, email: string): string {
  const letters = `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`;
  return (letters || email.slice(0, 2)).toUpperCase();
}

export function UserInitials({ text, className }: { text: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-800',
        className,
      )}
    >
      {text}
    </span>
  );
}
