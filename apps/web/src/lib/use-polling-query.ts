import type { QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Back-office spec §9: import and migration polling stops after 300,000 ms. */
export const POLL_DEADLINE_MS = 300_000;
/** A list the spec polls for as long as it is on screen (staged products, pricing history). */
export const NO_DEADLINE = 'none';

/** Whether the page is shown: a hidden tab polls nothing (issue 15). */
function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
const pageVisible = () => document.visibilityState !== 'hidden';

export interface PollingConfig<TQueryFnData> {
  /** Time between two fetches (the spec's 2000 ms for imports, 3000 ms for staged products …). */
  intervalMs: number;
  /**
   * Polling stops this long after it started (or was restarted); the spec's 300,000 ms by default,
   * or `NO_DEADLINE` for a list polled as long as it is shown.
   */
  deadlineMs?: number | typeof NO_DEADLINE;
  /** Polling stops once this holds for the latest answer, e.g. an import no longer 'processing'. */
  stopWhen?: (data: TQueryFnData) => boolean;
}

export type PollingQueryResult<TData, TError> = UseQueryResult<TData, TError> & {
  /** The deadline passed before the stop condition held: show it, offer `restart`. */
  timedOut: boolean;
  /** The stop condition holds for the latest answer. */
  finished: boolean;
  /** Polls again, with a new deadline (e.g. after a retry). */
  restart: () => void;
};

/**
 * A query that refetches every `intervalMs` while it is enabled and the tab is visible, until
 * `stopWhen` holds for its answer or `deadlineMs` has passed since it started. Everything else is
 * the caller's query config.
 */
export function usePollingQuery<
  TQueryFnData,
  TError = Error,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  { intervalMs, deadlineMs = POLL_DEADLINE_MS, stopWhen }: PollingConfig<TQueryFnData>,
): PollingQueryResult<TData, TError> {
  const enabled = options.enabled !== false;
  const [run, setRun] = useState(0);
  const [timedOutRun, setTimedOutRun] = useState<number | null>(null);
  // A run that timed out stays timed out; restarting starts a new run with its own deadline.
  const timedOut = timedOutRun === run;

  const visible = useSyncExternalStore(subscribeVisibility, pageVisible, () => true);

  useEffect(() => {
    if (!enabled || deadlineMs === NO_DEADLINE) return undefined;
    const timer = setTimeout(() => setTimedOutRun(run), deadlineMs);
    return () => clearTimeout(timer);
  }, [enabled, deadlineMs, run]);

  const query = useQuery({
    ...options,
    refetchInterval: (current) => {
      if (timedOut || !visible) return false;
      const data = current.state.data;
      if (data !== undefined && stopWhen?.(data)) return false;
      return intervalMs;
    },
  });

  const { refetch } = query;
  const restart = useCallback(() => {
    setRun((previous) => previous + 1);
    void refetch();
  }, [refetch]);

  // The answer as fetched (before any `select`), which the stop condition judges.
  const fetched = useQueryClient().getQueryData<TQueryFnData>(options.queryKey);
  const finished = fetched !== undefined && (stopWhen?.(fetched) ?? false);
  return { ...query, timedOut: timedOut && !finished, finished, restart };
}
