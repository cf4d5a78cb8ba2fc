import { describe, expect, it } from 'vitest';
import { migrationPercent, migrationStartedMessage } from './image-migration.ts';

describe('image migration progress', () => {
  it('is local over products with images, one decimal', () => {
    expect(migrationPercent({ localImages: 1, productsWithImages: 3 })).toBe('33.3');
    expect(migrationPercent({ localImages: 467, productsWithImages: 467 })).toBe('100.0');
    expect(migrationPercent({ localImages: 0, productsWithImages: 12 })).toBe('0.0');
  });
  it('counts nothing to migrate as complete', () => {
    expect(migrationPercent({ localImages: 0, productsWithImages: 0 })).toBe('100.0');
  });
  it('names the count in the start message', () => {
    expect(migrationStartedMessage(1234)).toBe('Migrating 1,234 images into object storage');
  });
});
