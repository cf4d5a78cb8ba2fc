import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Back-office §9 and the user list: search waits 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it has stayed the same for `delayMs` (each change restarts the wait). */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * A list's search box: the text as typed, and `apply(text)` (trimmed) once it has settled for
 * SEARCH_DEBOUNCE_MS and differs from the search the list `applied`. Only a settled change of the
 * typed text applies — a change of `applied` itself (the address changing) does not echo back.
 */
export function useSearchBox(
  applied: string,
  apply: (search: string) => void,
): [text: string, setText: (text: string) => void] {
  const [text, setText] = useState(applied);
  const settled = useDebouncedValue(text.trim());
  // The latest list state and writer, read when the typed text settles (they change every render).
  const latest = useRef({ applied, apply });
  useLayoutEffect(() => {
    latest.current = { applied, apply };
  });
  useEffect(() => {
    if (settled !== latest.current.applied) latest.current.apply(settled);
  }, [settled]);
  return [text, setText];
}
