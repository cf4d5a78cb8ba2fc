import {
  type DefaultError,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation as useQueryMutation,
} from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { REPEAT_WINDOW_MS } from '@/lib/action-keys';

/** Files are told apart by what they are, not by JSON's '{}'. */
const describeValue = (_key: string, value: unknown) =>
  typeof Blob !== 'undefined' && value instanceof Blob
    ? `blob:${value instanceof File ? value.name : ''}:${value.size}:${value.type}`
    : value;

function fingerprint(variables: unknown): string {
  try {
    return JSON.stringify(variables, describeValue) ?? 'undefined';
  } catch {
    return String(Math.random()); // not serialisable: never treated as a repeat
  }
}

interface Flight<TData> {
  promise: Promise<TData>;
  /** While in flight: Infinity; then when a repeat stops being a double click. */
  until: number;
}

/**
 * The app's useMutation (every feature's api/ uses this one, lint enforces it): TanStack's, except
 * that calling it again with the same variables while that call is in flight, or within a double
 * click's reach after it succeeded, starts nothing and shares the first call's outcome. A screen's
 * `disabled={mutation.isPending}` only takes effect at the next render, after a double click's
 * second click has already landed; this guard holds from the first click on. Calls with other
 * variables (another row's action) run as before.
 */
export function useMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const result = useQueryMutation(options);
  const flights = useRef(new Map<string, Flight<TData>>());
  const { mutateAsync: send } = result;

  const mutateAsync = useCallback(
    (...args: Parameters<typeof send>) => {
      const [variables] = args;
      const now = Date.now();
      for (const [id, flight] of flights.current) if (flight.until < now) flights.current.delete(id);
      const id = fingerprint(variables);
      const running = flights.current.get(id);
      if (running) return running.promise;
      const flight: Flight<TData> = { promise: send(...args), until: Infinity };
      flights.current.set(id, flight);
      // After a success a repeat is a double click; after a failure it is a retry, and runs.
      flight.promise.then(
        () => (flight.until = Date.now() + REPEAT_WINDOW_MS),
        () => flights.current.delete(id),
      );
      return flight.promise;
    },
    [send],
  );
  const mutate = useCallback(
    (...args: Parameters<typeof send>) => {
      mutateAsync(...args).catch(() => {});
    },
    [mutateAsync],
  );
  // The result's other fields are TanStack's as they are; only the two starters are wrapped.
  return useMemo(
    () => ({ ...result, mutate, mutateAsync }) as UseMutationResult<TData, TError, TVariables, TContext>,
    [result, mutate, mutateAsync],
  );
}
