import { useCallback, useMemo, useState } from 'react';

/**
 * The cards ticked on the page shown. Only rows still on the page count: a row approved, deleted
 * or paged away drops out of the selection by itself, so 'n' in 'Enhance n Products' is always
 * what the user sees ticked.
 */
export function usePageSelection(pageIds: readonly string[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const key = pageIds.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids' content, not the array's identity
  const ids = useMemo(() => pageIds.filter((id) => ticked.has(id)), [key, ticked]);

  const toggle = useCallback((id: string, selected: boolean) => {
    setTicked((current) => {
      const next = new Set(current);
      if (selected) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const setPage = useCallback(
    (selected: boolean) => setTicked(selected ? new Set(pageIds) : new Set()),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
    [key],
  );
  const clear = useCallback(() => setTicked(new Set()), []);
  return { ids, countOnPage: ids.length, toggle, setPage, clear };
}

export type PageSelection = ReturnType<typeof usePageSelection>;
