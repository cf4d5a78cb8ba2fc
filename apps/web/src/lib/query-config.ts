import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a caller may add to a feature's query hook: any query config (enabled, staleTime, select,
 * refetchInterval …) except the key and the fetcher, which the feature's api/ file owns.
 */
export type QueryConfig<TOptions extends (...args: never[]) => object> = Partial<
  Omit<ReturnType<TOptions>, 'queryKey' | 'queryFn'>
>;

/** What a caller may add to a feature's mutation hook; its callbacks run after the hook's own. */
export type MutationConfig<TFn extends (...args: never[]) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<TFn>>, Error, Parameters<TFn>[0]>,
  'mutationFn'
>;

/**
 * The hook's own mutation options with the caller's config: the caller's onSuccess, onError and
 * onSettled run after the hook's (which invalidate caches, toast) instead of replacing them.
 */
export function withMutationConfig<TData, TVariables, TContext>(
  own: UseMutationOptions<TData, Error, TVariables, TContext>,
  config: Omit<UseMutationOptions<TData, Error, TVariables, TContext>, 'mutationFn'> = {},
): UseMutationOptions<TData, Error, TVariables, TContext> {
  const { onSuccess, onError, onSettled, ...rest } = config;
  return {
    ...own,
    ...rest,
    onSuccess: async (...args) => {
      await own.onSuccess?.(...args);
      await onSuccess?.(...args);
    },
    onError: async (...args) => {
      await own.onError?.(...args);
      await onError?.(...args);
    },
    onSettled: async (...args) => {
      await own.onSettled?.(...args);
      await onSettled?.(...args);
    },
  };
}
