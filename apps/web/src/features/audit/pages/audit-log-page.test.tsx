import type { AuditEntry } from '@crossover/domain/audit';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-app';
import { buildUser } from '@/test/users';
import { AuditLogPage } from './audit-log-page';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

function Page() {
  const { user } = useCurrentUser();
  return user ? <AuditLogPage /> : null;
}

const entry: AuditEntry = {
  id: 'a1',
  createdAt: '2026-03-01T10:00:00.000Z',
  action: 'payment_option.verify',
  entityType: 'payment_option',
  entityId: 'pay-1',
  actorUserId: 'admin-1',
  actorEmail: 'admin@demo.test',
  effectiveUserId: 'shop-1',
  effectiveEmail: 'shop@demo.test',
  details: { from: 'pending' },
  ipAddress: null,
};

const routes = {
  'GET /api/auth/user': { status: 200, body: buildUser({ role: 'admin' }) },
  'GET /api/audit-log?page=1&limit=50': { status: 200, body: { entries: [entry], total: 1, totalPages: 1 } },
};

type Viewport = { setViewport: (size: { width: number; height: number }) => void };
const happyDOM = () => (window as unknown as { happyDOM: Viewport }).happyDOM;

describe('Audit Log', () => {
  it('lists entries in a table with who acted as whom', async () => {
    mockFetch(routes);
    renderWithProviders(<Page />, '/audit-log');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('payment_option.verify')).toBeTruthy();
    expect(within(table).getByText('as shop@demo.test')).toBeTruthy();
  });

  it('shows every entry’s values as a list on a phone, not a table to scroll sideways', async () => {
    happyDOM().setViewport({ width: 390, height: 844 });
    try {
      mockFetch(routes);
      renderWithProviders(<Page />, '/audit-log');
      const list = await screen.findByRole('list', { name: 'Audit entries' });
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(list).getByText('payment_option.verify')).toBeTruthy();
      expect(within(list).getByText('as shop@demo.test')).toBeTruthy();
      expect(within(list).getByText('payment_option pay-1')).toBeTruthy();
      expect(within(list).getByText('{"from":"pending"}')).toBeTruthy();
    } finally {
      happyDOM().setViewport({ width: 1024, height: 768 });
    }
  });
});
