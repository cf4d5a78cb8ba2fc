import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-app';
import { ImageMigrationPage } from './image-migration-page';

const status = (over: object = {}) => ({
  totalProducts: 50,
  productsWithImages: 45,
  localImages: 20,
  externalImages: 25,
  missingImages: 5,
  activeJob: null,
  ...over,
});
const items = Array.from({ length: 20 }, (_, n) => ({
  id: `p-${n}`,
  sku: `SKU-${n}`,
  imageUrl: `https://images.example.com/${n}.jpg`,
  imageSourceSite: 'images.example.com',
}));

describe('Image Migration page', () => {
  it('shows the four counters, the 1-decimal percent, the warning and the first 20 with the rest counted', async () => {
    mockFetch({
      'GET /api/migration/status': { status: 200, body: status() },
      'GET /api/external-images': { status: 200, body: { items, total: 25 } },
    });
    renderWithProviders(<ImageMigrationPage />);
    expect(await screen.findByText('Stored in object storage')).toBeTruthy();
    expect(screen.getByText('Need migration')).toBeTruthy();
    expect(screen.getByText('No image URL')).toBeTruthy();
    expect(screen.getByText('44.4%')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('25 product images');
    expect(screen.getByRole('button', { name: 'Migrate 25 Images' })).toHaveProperty('disabled', false);
    expect(await screen.findByText('SKU-19')).toBeTruthy();
    expect(screen.getByText('... and 5 more')).toBeTruthy();
  });

  it('starts the migration and shows it running', async () => {
    let running = false;
    const api = mockFetch({
      'GET /api/migration/status': () =>
        new Response(
          JSON.stringify(status(running ? { activeJob: { jobId: 'j-1', processed: 3, total: 25 } } : {})),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
      'GET /api/external-images': { status: 200, body: { items, total: 25 } },
      'POST /api/migration/start': () => {
        running = true;
        return new Response(
          JSON.stringify({ message: 'Migrating 25 images into object storage', jobId: 'j-1', total: 25 }),
          {
            status: 202,
            headers: { 'content-type': 'application/json' },
          },
        );
      },
    });
    renderWithProviders(<ImageMigrationPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Migrate 25 Images' }));
    await waitFor(() => expect(api.to('POST /api/migration/start')).toHaveLength(1));
    expect(await screen.findByText(/3 of 25 processed/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Migrating…' })).toHaveProperty('disabled', true);
  });

  it('says when every image is ours', async () => {
    mockFetch({
      'GET /api/migration/status': { status: 200, body: status({ localImages: 45, externalImages: 0 }) },
      'GET /api/external-images': { status: 200, body: { items: [], total: 0 } },
    });
    renderWithProviders(<ImageMigrationPage />);
    expect(await screen.findByText('100.0%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Migrate 0 Images' })).toHaveProperty('disabled', true);
    expect(await screen.findByText(/every product image is ours/)).toBeTruthy();
  });
});
