import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-app';
import { buildUser } from '@/test/users';
import { CatalogPage } from './catalog-page';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

function Page() {
  const { user } = useCurrentUser();
  return user ? <CatalogPage /> : null;
}

/** The sort of every catalogue page request sent so far, with its search. */
const listRequests = (urls: string[]) =>
  urls
    .filter((url) => url.startsWith('/api/products?'))
    .map((url) => new URL(url, 'http://x').searchParams)
    .map((params) => `${params.get('search') ?? ''}:${params.get('sort')}`);

describe('the catalogue sort while searching (issue 18)', () => {
  it('lists a search by best match until a sort is picked, and the spec default without one', async () => {
    const api = mockFetch({
      'GET /api/auth/user': { status: 200, body: buildUser({ role: 'shop_owner' }) },
    });
    renderWithProviders(<Page />, '/catalog');
    const urls = () => api.requests.map((r) => r.url);
    await waitFor(() => expect(listRequests(urls())).toContain(':subcategory'));
    const sort = await screen.findByLabelText('Sort by');
    expect(screen.queryByRole('option', { name: 'Best match' })).toBeNull();

    fireEvent.change(screen.getByPlaceholderText('Search by name, description or SKU'), {
      target: { value: 'titan' },
    });
    await waitFor(() => expect(listRequests(urls())).toContain('titan:relevance'));
    expect((sort as HTMLSelectElement).value).toBe('relevance');
    expect(screen.getByRole('option', { name: 'Best match' })).toBeTruthy();

    fireEvent.change(sort, { target: { value: '1' } });
    await waitFor(() => expect(listRequests(urls())).toContain('titan:name'));
    expect((sort as HTMLSelectElement).value).toBe('1');
  });
});
