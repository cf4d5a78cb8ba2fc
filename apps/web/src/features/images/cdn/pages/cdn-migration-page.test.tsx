import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-app';
import { CdnMigrationPage } from './cdn-migration-page';

const status = (over: object = {}) => ({
  currentStorageImages: 12,
  bunnyImages: 3,
  needsMigration: 12,
  configured: true,
  ...over,
});

describe('CDN Migration page', () => {
  it('shows counts from the API and the results card with the first 5 errors', async () => {
    const errors = Array.from({ length: 7 }, (_, n) => `SKU-${n}: upload failed`);
    const api = mockFetch({
      'GET /api/bunny-migration/status': { status: 200, body: status() },
      'POST /api/bunny-migration/products': {
        status: 200,
        body: {
          message: 'Migrated 5 of 12',
          result: { total: 12, migrated: 5, failed: 7, skipped: 0, errors },
        },
      },
    });
    renderWithProviders(<CdnMigrationPage />);
    expect(await screen.findByText('Pending')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Migrate Product Images (12)' }));
    await waitFor(() => expect(api.to('POST /api/bunny-migration/products')).toHaveLength(1));
    expect(await screen.findByText('Migration Results')).toBeTruthy();
    expect(screen.getByText('SKU-4: upload failed')).toBeTruthy();
    expect(screen.queryByText('SKU-5: upload failed')).toBeNull();
    expect(screen.getByText('and 2 more errors')).toBeTruthy();
    expect(screen.getByText('41.7%')).toBeTruthy();
  });

  it('says when everything is migrated and when the CDN is not configured', async () => {
    mockFetch({
      'GET /api/bunny-migration/status': {
        status: 200,
        body: status({ currentStorageImages: 0, needsMigration: 0, configured: false }),
      },
    });
    renderWithProviders(<CdnMigrationPage />);
    expect(await screen.findByText(/CDN not configured/)).toBeTruthy();
    expect(screen.getByText('Complete')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All product images already migrated' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Migrate Logos' })).toHaveProperty('disabled', true);
  });
});
