import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useSearchBox } from '@/lib/use-debounced-value';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useSearchBox', () => {
  it('applies the trimmed text once typing has settled, once', async () => {
    const apply = vi.fn();
    const view = renderHook(({ applied }) => useSearchBox(applied, apply), {
      initialProps: { applied: '' },
    });
    act(() => view.result.current[1]('ti'));
    await advance(SEARCH_DEBOUNCE_MS - 50);
    act(() => view.result.current[1]('titan '));
    await advance(SEARCH_DEBOUNCE_MS - 1);
    expect(apply).not.toHaveBeenCalled();
    await advance(1);
    expect(apply.mock.calls).toEqual([['titan']]);
    expect(view.result.current[0]).toBe('titan ');
  });

  it('does not write back what the list already applied, nor follow a change of it', async () => {
    const apply = vi.fn();
    const view = renderHook(({ applied }) => useSearchBox(applied, apply), {
      initialProps: { applied: 'amp' },
    });
    expect(view.result.current[0]).toBe('amp');
    await advance(SEARCH_DEBOUNCE_MS * 2);
    view.rerender({ applied: 'sub' });
    await advance(SEARCH_DEBOUNCE_MS * 2);
    expect(apply).not.toHaveBeenCalled();
    // Typing the same text as applied (after trimming) writes nothing either.
    act(() => view.result.current[1]('sub '));
    await advance(SEARCH_DEBOUNCE_MS);
    expect(apply).not.toHaveBeenCalled();
  });
});
