import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';
import { useTableUrlState } from './use-table-url-state';

const DEFAULTS = { page: 1, limit: 10, status: 'active' };
const ALLOWED = { limit: [5, 10, 20], status: ['active', 'inactive', 'all'] };

function Probe() {
  const [state, set] = useTableUrlState(DEFAULTS, { allowed: ALLOWED });
  const location = useLocation();
  return (
    <div>
      <output data-testid="state">{JSON.stringify(state)}</output>
      <output data-testid="search">{location.search}</output>
      <button onClick={() => set({ page: 3 })}>page 3</button>
      <button onClick={() => set({ status: 'inactive' })}>inactive</button>
      <button onClick={() => set({ limit: 10 })}>limit 10</button>
    </div>
  );
}

const at = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );
const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '') as typeof DEFAULTS;
const search = () => screen.getByTestId('search').textContent;

describe('useTableUrlState', () => {
  it('reads the state from the address, with defaults for what is missing or not allowed', () => {
    at('/users?page=2&limit=20&status=inactive');
    expect(state()).toEqual({ page: 2, limit: 20, status: 'inactive' });
  });

  it('ignores values that are not allowed or not whole positive numbers', () => {
    at('/users?page=-1&limit=100000&status=deleted');
    expect(state()).toEqual(DEFAULTS);
  });

  it('writes changes; a filter change goes back to page 1; defaults leave the address', () => {
    at('/users?limit=20&other=kept');
    fireEvent.click(screen.getByText('page 3'));
    expect(state().page).toBe(3);
    expect(search()).toBe('?limit=20&other=kept&page=3');
    fireEvent.click(screen.getByText('inactive'));
    expect(state()).toEqual({ page: 1, limit: 20, status: 'inactive' });
    expect(search()).toBe('?limit=20&other=kept&status=inactive');
    fireEvent.click(screen.getByText('limit 10'));
    expect(search()).toBe('?other=kept&status=inactive');
  });

  it('judges the address again when what is allowed arrives later (a viewer loaded after the first render)', () => {
    function Late({ roles }: { roles: string[] }) {
      const [state] = useTableUrlState({ role: 'all' }, { allowed: { role: roles } });
      return <output data-testid="state">{JSON.stringify(state)}</output>;
    }
    const view = (roles: string[]) => (
      <MemoryRouter initialEntries={['/users?role=distributor']}>
        <Late roles={roles} />
      </MemoryRouter>
    );
    const { rerender } = render(view(['all']));
    expect(state()).toEqual({ role: 'all' });
    rerender(view(['all', 'distributor']));
    expect(state()).toEqual({ role: 'distributor' });
  });
});

function Debounced({ value }: { value: string }) {
  return <output data-testid="debounced">{useDebouncedValue(value)}</output>;
}

describe('useDebouncedValue', () => {
  afterEach(() => vi.useRealTimers());

  it('follows the value 300 ms after its last change', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Debounced value="a" />);
    rerender(<Debounced value="ab" />);
    act(() => vi.advanceTimersByTime(200));
    rerender(<Debounced value="abc" />);
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByTestId('debounced').textContent).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('debounced').textContent).toBe('abc');
  });
});
