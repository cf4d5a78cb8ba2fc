import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

type UrlValue = string | number;

export interface TableUrlStateOptions<T extends Record<string, UrlValue>> {
  /** The values a key may take (page sizes, statuses); anything else in the address is the default. */
  allowed?: { [K in keyof T]?: readonly T[K][] };
}

function parseValue<V extends UrlValue>(raw: string | null, fallback: V, allowed?: readonly V[]): V {
  if (raw === null) return fallback;
  let value: UrlValue = raw;
  if (typeof fallback === 'number') {
    const n = Number(raw);
    // Page numbers and sizes are whole and positive; '0', '-3', '2.5' or 'abc' mean the default.
    if (!Number.isInteger(n) || n < 1) return fallback;
    value = n;
  }
  if (allowed && !allowed.includes(value as V)) return fallback;
  return value as V;
}

/**
 * A table's filters, sort and page kept in the address's query string, so a reload, a shared link
 * or Back shows the same rows. Values equal to their default are left out of the address. Changing
 * anything but `page` sends the table back to page 1 (the old page may not exist any more).
 * The address is replaced, not pushed: typing a search must not fill the history.
 */
export function useTableUrlState<T extends Record<string, UrlValue>>(
  defaults: T,
  options: TableUrlStateOptions<T> = {},
): [T, (patch: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  const { allowed } = options;

  // `allowed` may be built each render, and some of it may arrive later (a viewer's roles): the
  // state follows what it holds, not its identity.
  const allowedKey = JSON.stringify(allowed ?? {});
  const state = useMemo(() => {
    const out = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof T & string)[]) {
      out[key] = parseValue(params.get(key), defaults[key], allowed?.[key]);
    }
    return out;
    // `defaults` is a constant per table; `allowed` is tracked by its content (allowedKey).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params, allowedKey]);

  const update = useCallback(
    (patch: Partial<T>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const keys = Object.keys(patch) as (keyof T & string)[];
          if ('page' in defaults && keys.some((key) => key !== 'page')) next.delete('page');
          for (const key of keys) {
            const value = patch[key];
            if (value === undefined || value === defaults[key]) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    // See above: the defaults are constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams],
  );

  return [state, update];
}
