import {
  type DefaultError,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation as useQueryMutation,
} from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';

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

/**
 * The app's useMutation (every feature's api/ uses this one, lint enforces it): TanStack's, except
 * that calling it again with the same variables while that call is in flight starts nothing and
 * shares the first call's outcome. A screen's `disabled={mutation.isPending}` only takes effect at
 * the next render, after a double click's second click has already landed; this guard holds from
 * the first click on. Calls with other variables (another row's action) run as before. A repeat
 * after the answer runs again: a write then carries the first's Idempotency-Key for a moment
 * (lib/action-keys.ts), so the server answers it with what the first did.
 */
export function useMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const result = useQueryMutation(options);
  const flights = useRef(new Map<string, Promise<TData>>());
  const { mutateAsync: send } = result;

  const mutateAsync = useCallback(
    (...args: Parameters<typeof send>) => {
      const id = fingerprint(args[0]);
      const running = flights.current.get(id);
      if (running) return running;
      const flight = send(...args);
      flights.current.set(id, flight);
      const land = () => flights.current.delete(id);
      flight.then(land, land);
      return flight;
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
