import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { NO_DEADLINE, POLL_DEADLINE_MS, usePollingQuery } from '@/lib/use-polling-query';

interface Job {
  status: 'processing' | 'completed';
}

function setup(
  answers: () => Job,
  config: { intervalMs: number; deadlineMs?: number | typeof NO_DEADLINE },
  enabled = true,
) {
  const client = createQueryClient();
  const queryFn = vi.fn(async () => answers());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    ({ on }: { on: boolean }) =>
      usePollingQuery(
        { queryKey: ['/api/jobs/1'], queryFn, enabled: on },
        { ...config, stopWhen: (job) => job.status !== 'processing' },
      ),
    { wrapper, initialProps: { on: enabled } },
  );
  return { ...view, queryFn };
}

/** Lets the fake clock run `ms` and React settle what the timers started. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

/** Shows or hides the tab as a browser does: the state, then the event. */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('usePollingQuery', () => {
  it('fetches every interval until the stop condition holds, then stops', async () => {
    let calls = 0;
    const { result, queryFn } = setup(() => ({ status: ++calls >= 4 ? 'completed' : 'processing' }), {
      intervalMs: 2000,
    });
    await advance(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await advance(1999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await advance(4000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    await advance(1); // the fourth answer arrives
    expect(result.current.data).toEqual({ status: 'completed' });
    expect(result.current.finished).toBe(true);
    await advance(60_000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    expect(result.current.timedOut).toBe(false);
  });

  it('stops at the deadline and says so; restart polls again with a new deadline', async () => {
    const { result, queryFn } = setup(() => ({ status: 'processing' }), {
      intervalMs: 1000,
      deadlineMs: 5000,
    });
    await advance(4999);
    expect(result.current.timedOut).toBe(false);
    const beforeDeadline = queryFn.mock.calls.length;
    expect(beforeDeadline).toBe(5);
    await advance(1);
    expect(result.current.timedOut).toBe(true);
    const atDeadline = queryFn.mock.calls.length;
    await advance(30_000);
    expect(queryFn.mock.calls.length).toBe(atDeadline);

    act(() => result.current.restart());
    expect(result.current.timedOut).toBe(false);
    await advance(3000);
    expect(queryFn.mock.calls.length).toBeGreaterThanOrEqual(atDeadline + 3);
    await advance(10_000);
    expect(result.current.timedOut).toBe(true);
  });

  it("uses the spec's 300,000 ms deadline by default", async () => {
    const { result, queryFn } = setup(() => ({ status: 'processing' }), { intervalMs: 60_000 });
    await advance(POLL_DEADLINE_MS - 1);
    expect(result.current.timedOut).toBe(false);
    await advance(1);
    expect(result.current.timedOut).toBe(true);
    const calls = queryFn.mock.calls.length;
    await advance(120_000);
    expect(queryFn.mock.calls.length).toBe(calls);
  });

  it('neither fetches nor counts down while disabled', async () => {
    const { result, queryFn, rerender } = setup(
      () => ({ status: 'processing' }),
      {
        intervalMs: 1000,
        deadlineMs: 5000,
      },
      false,
    );
    await advance(10_000);
    expect(queryFn).not.toHaveBeenCalled();
    expect(result.current.timedOut).toBe(false);
    rerender({ on: true });
    await advance(3000);
    expect(queryFn.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(result.current.timedOut).toBe(false);
  });

  it('polls with no deadline when asked, past the longest timer a browser keeps (2^31 ms)', async () => {
    const { result, queryFn } = setup(() => ({ status: 'processing' }), {
      intervalMs: 60_000,
      deadlineMs: NO_DEADLINE,
    });
    await advance(POLL_DEADLINE_MS * 3);
    expect(result.current.timedOut).toBe(false);
    expect(queryFn.mock.calls.length).toBe(1 + (POLL_DEADLINE_MS * 3) / 60_000);
  });

  it('fetches nothing while the tab is hidden and polls again once it is shown', async () => {
    const { queryFn } = setup(() => ({ status: 'processing' }), {
      intervalMs: 3000,
      deadlineMs: NO_DEADLINE,
    });
    await advance(6000);
    const shown = queryFn.mock.calls.length;
    expect(shown).toBe(3);
    setVisibility('hidden');
    await advance(60_000);
    expect(queryFn.mock.calls.length).toBe(shown);
    setVisibility('visible');
    await advance(3000);
    expect(queryFn.mock.calls.length).toBeGreaterThan(shown);
    await advance(9000);
    expect(queryFn.mock.calls.length).toBeGreaterThanOrEqual(shown + 3);
  });
});
