import type { Organization } from '@crossover/domain/organizations';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-app';
import { buildOrganization, buildUser } from '@/test/users';
import { OrganizationsPage } from './organizations-page';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

function Page() {
  const { user } = useCurrentUser();
  return user ? <OrganizationsPage /> : null;
}

const org = (id: string, name: string, type: string, extra: Partial<Organization> = {}): Organization =>
  buildOrganization({ id, name, type, contactEmail: `${id}@org.test`, ...extra });

describe('Organizations', () => {
  it('groups by type with count badges and edits the tax rate as a percent', async () => {
    const api = mockFetch({
      'GET /api/auth/user': { status: 200, body: buildUser({ role: 'admin' }) },
      'GET /api/organizations': {
        status: 200,
        body: [
          org('m1', 'Kestrel Acoustics', 'manufacturer'),
          org('m2', 'Thunderline Audio', 'manufacturer', { isActive: false }),
          org('s1', 'Bass Shack', 'shop_owner', { taxRate: '0.0725' }),
        ],
      },
      'PATCH /api/organizations/s1': {
        status: 200,
        body: org('s1', 'Bass Shack', 'shop_owner', { taxRate: '0.0800' }),
      },
    });
    renderWithProviders(<Page />, '/organizations');
    const manufacturers = await screen.findByRole('region', { name: 'Manufacturers' });
    expect(within(manufacturers).getByText('2')).toBeTruthy();
    expect(within(manufacturers).getByText('Inactive')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Distributors' })).getByText('0')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Bass Shack' }));
    const dialog = await screen.findByRole('dialog');
    const tax = within(dialog).getByLabelText('Tax Rate (%)') as HTMLInputElement;
    expect(tax.value).toBe('7.25');
    fireEvent.change(tax, { target: { value: '8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Organization updated successfully')).toBeTruthy();
    await waitFor(() => expect(api.to('PATCH /api/organizations/s1')).toHaveLength(1));
    expect(api.to('PATCH /api/organizations/s1')[0]?.body).toMatchObject({
      taxRate: '0.0800',
      name: 'Bass Shack',
    });
  });

  it('shows the contact email and phone in full, each a link of its own', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: buildUser({ role: 'admin' }) },
      'GET /api/organizations': {
        status: 200,
        body: [
          org('m1', 'Kestrel Acoustics', 'manufacturer', {
            contactEmail: 'wholesale.orders.department@kestrel-acoustics.test',
            contactPhone: '(562) 555-0136 ext. 204',
          }),
          org('s1', 'Bass Shack', 'shop_owner', { contactEmail: null }),
        ],
      },
    });
    renderWithProviders(<Page />, '/organizations');
    const phone = await screen.findByRole('link', { name: '(562) 555-0136 ext. 204' });
    expect(phone.getAttribute('href')).toBe('tel:5625550136');
    expect(phone.className).toContain('whitespace-nowrap');
    const email = screen.getByRole('link', { name: 'wholesale.orders.department@kestrel-acoustics.test' });
    expect(email.getAttribute('href')).toBe('mailto:wholesale.orders.department@kestrel-acoustics.test');
    expect(email.className).not.toContain('truncate');
    expect(
      within(screen.getByRole('region', { name: 'Shop Owners' })).getByText('No contact details'),
    ).toBeTruthy();
  });

  it('shows the empty state and refuses an empty name with the spec message', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: buildUser({ role: 'admin' }) },
      'GET /api/organizations': { status: 200, body: [] },
    });
    renderWithProviders(<Page />, '/organizations');
    expect(await screen.findByText('No organizations found')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Create Organization' })[0]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Organization' }));
    expect(await within(dialog).findByText('Organization name is required')).toBeTruthy();
  });
});
