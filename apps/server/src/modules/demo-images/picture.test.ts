import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type PictureInput, pictureSvg, renderPicture } from './picture.ts';

const amplifier: PictureInput = {
  brandName: 'Thunderline Audio',
  brandColor: '#dc2626',
  name: 'Storm ST-150.2 2-Channel Amplifier',
  category: 'Amplifiers',
  subcategory: '2-Channel Amplifiers',
  specifications: { channels: 2, rmsPower: '150 W RMS x 2 at 4 ohms' },
};

describe('demo product pictures', () => {
  it('label the product with its size or power and model, and the brand', () => {
    const svg = pictureSvg(amplifier);
    expect(svg).toContain('>150 W × 2 · ST-150.2<');
    expect(svg).toContain('>THUNDERLINE<');
    const sub = pictureSvg({
      ...amplifier,
      name: 'Tempest TS-12D2 12" 600W Subwoofer (Dual 2 Ohm)',
      category: 'Subwoofers',
      subcategory: 'Component Subwoofers',
      specifications: { size: '12 in' },
    });
    expect(sub).toContain('>12&quot; · TS-12D2<');
  });

  it('fall back to what sets a model-less product apart, escaped for XML', () => {
    const svg = pictureSvg({
      ...amplifier,
      name: 'Bridge BSW Steering Wheel Control Interface, <GM & Ford>',
      category: 'Processors',
      subcategory: 'Steering Wheel Interfaces',
      specifications: {},
    });
    expect(svg).toContain('>&lt;GM &amp; Ford&gt;<');
    expect(svg).not.toContain('<GM');
  });

  it('render to a WebP image of 480 × 360', async () => {
    const meta = await sharp(await renderPicture(amplifier)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 360 });
  });
});
