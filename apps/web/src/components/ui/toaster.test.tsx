import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast, toast } from '@/components/ui/use-toast';

describe('toasts (spec §9)', () => {
  it('shows at most one toast: the newest', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', description: 'Details', variant: 'destructive' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getAllByText('Second').length).toBeGreaterThan(0);
    const toastElement = document.querySelector('[data-variant="destructive"]');
    expect(toastElement?.textContent).toContain('Details');
  });

  it('keeps a single copy of the text, announced by the live viewport', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Login Failed', description: 'Invalid email or password' });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByText('Login Failed', { exact: false })).toHaveLength(1);
    const viewport = screen.getByRole('region', { name: 'Notifications (F8)' }).querySelector('ol');
    expect(viewport?.getAttribute('aria-live')).toBe('polite');
    expect(viewport?.textContent).toContain('Invalid email or password');
  });

  it('announces the viewport with the F8 hotkey and closes on dismiss', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
    act(() => {
      toast({ title: 'Saved' });
    });
    expect(document.querySelector('[data-state="open"]')?.textContent).toContain('Saved');
    act(() => dismissToast());
    expect(document.querySelector('[data-state="open"]')).toBeNull();
  });
});
