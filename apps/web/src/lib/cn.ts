/** Joins class names, skipping falsy ones. Callers add classes; they never rely on overriding. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
