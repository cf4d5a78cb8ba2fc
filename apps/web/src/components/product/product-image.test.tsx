import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image';

describe('ProductImage', () => {
  it('loads a photo lazily unless it is a priority one, which the browser asks for at once and first', () => {
    render(
      <>
        <ProductImage src="/a.webp" alt="Below the fold" />
        <ProductImage src="/b.webp" alt="In view" priority />
      </>,
    );
    const lazy = screen.getByRole('img', { name: 'Below the fold' });
    const first = screen.getByRole('img', { name: 'In view' });
    expect([lazy.getAttribute('loading'), lazy.getAttribute('fetchpriority')]).toEqual(['lazy', 'auto']);
    expect([first.getAttribute('loading'), first.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
  });
});
