import { QueryClientProvider, useMutation as useQueryMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { useMutation } from '@/lib/use-mutation';

function setup(outcome: (ids: string[]) => Promise<number>, useHook = useMutation) {
  const client = createQueryClient();
  const mutationFn = vi.fn(outcome);
  const onSuccess = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useHook({ mutationFn, onSuccess }), { wrapper });
  return { ...view, mutationFn, onSuccess };
}

/** Two clicks in one go, before React renders the button disabled. */
const doubleClick = (mutate: (ids: string[]) => void, ids: string[]) =>
  act(() => {
    mutate(ids);
    mutate(ids);
  });

describe('useMutation: a repeated call is one action', () => {
  it("TanStack's own sends a double click twice (why this hook exists)", async () => {
    const { result, mutationFn } = setup(async (ids) => ids.length, useQueryMutation);
    await doubleClick(result.current.mutate, ['a']);
    await waitFor(() => expect(mutationFn).toHaveBeenCalledTimes(2));
  });

  it('starts a double click once and reports its success once; other variables run', async () => {
    const { result, mutationFn, onSuccess } = setup(async (ids) => ids.length);
    await doubleClick(result.current.mutate, ['a']);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(mutationFn).toHaveBeenCalledTimes(1);
    // Once answered, the same call is a new action (the server replays a write's answer).
    await act(() => result.current.mutateAsync(['a']));
    expect(mutationFn).toHaveBeenCalledTimes(2);
    await act(() => result.current.mutateAsync(['b']));
    expect(mutationFn).toHaveBeenCalledTimes(3);
  });

  it('shares the outcome (a failure too) with the repeat in flight, and runs a retry', async () => {
    let fail = true;
    const { result, mutationFn } = setup(async () => {
      if (fail) throw new Error('409: busy');
      return 1;
    });
    const first = result.current.mutateAsync(['a']);
    const second = result.current.mutateAsync(['a']);
    expect(second).toBe(first);
    await act(() => expect(first).rejects.toThrow('409: busy'));
    expect(mutationFn).toHaveBeenCalledTimes(1);
    fail = false;
    await act(() => result.current.mutateAsync(['a']));
    expect(mutationFn).toHaveBeenCalledTimes(2);
  });
});
