import sharp from 'sharp';
import * as draw from './drawings.ts';

/** What a demo product picture is drawn from: the catalogue row and its manufacturer. */
export interface PictureInput {
  brandName: string;
  /** The manufacturer's colour: trim rings, plates, the brand line. */
  brandColor: string;
  name: string;
  category: string;
  subcategory: string;
  specifications: Record<string, unknown>;
}

const WIDTH = 480;
const HEIGHT = 360;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** The model number in a product name: 'Storm ST-500.1 Monoblock Amplifier' → 'ST-500.1'. */
function modelOf(name: string): string | null {
  return name.split(' ').find((word) => /^[A-Z]{1,4}\d*-[A-Z0-9.]+$/.test(word)) ?? null;
}

const spec = (input: PictureInput, key: string) => {
  const value = input.specifications[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};

/** The drawing for the product's kind. */
function productShape(input: PictureInput): string {
  const brand = input.brandColor;
  const model = modelOf(input.name) ?? '';
  const marine = input.subcategory.startsWith('Marine');
  switch (input.category) {
    case 'Subwoofers': {
      const box = spec(input, 'enclosure');
      if (box) return draw.enclosure(brand, box.startsWith('Dual') ? 2 : 1, box.endsWith('Ported'));
      return draw.subwoofer(brand, marine);
    }
    case 'Speakers':
      if (input.subcategory === 'Tweeters') return draw.tweeterPair(brand);
      if (input.subcategory === 'Component Speakers') return draw.componentSet(brand);
      if (input.subcategory === 'Pro Audio Midrange') return draw.subwoofer(brand, false);
      return draw.coaxial(brand, marine);
    case 'Amplifiers':
      return draw.amplifier(brand, Number(spec(input, 'channels') ?? 2), escapeXml(model));
    case 'Head Units':
      if (spec(input, 'din') === '1') return draw.singleDin(brand);
      return draw.doubleDin(brand, input.subcategory === 'Floating-Screen Receivers');
    case 'Processors':
      if (['DSP Accessories', 'Bass Processors', 'Integration Interfaces'].includes(input.subcategory))
        return draw.knob(brand);
      return draw.processor(brand, Number(spec(input, 'outputs') ?? 4), escapeXml(model || 'INTERFACE'));
    default:
      return wiringShape(input);
  }
}

function wiringShape(input: PictureInput): string {
  const brand = input.brandColor;
  switch (input.subcategory) {
    case 'Amplifier Wiring Kits':
      return draw.wiringKit(brand);
    case 'Fuses & Fuse Holders':
      return draw.fuse(brand, input.name.includes('Holder'));
    case 'Distribution Blocks':
      return draw.block(brand, false);
    case 'Battery Terminals':
      return draw.block(brand, true);
    case 'RCA Interconnects':
      return draw.rcaCable(Number(spec(input, 'channels') ?? 2) / 2 + 1);
    case 'Speaker Wire':
      return draw.spool(['#b91c1c', '#111827']);
    default: {
      const color = spec(input, 'color');
      return draw.spool(color === 'Black' ? ['#111827', '#1f2937'] : ['#b91c1c', '#dc2626']);
    }
  }
}

/** The line under the product: size, power, gauge or rating, then the model and a length. */
function headline(input: PictureInput): string {
  const power = spec(input, 'rmsPower')
    ?.replace(' RMS', '')
    .replace(/ at .*$/, '')
    .replace(' x ', ' × ');
  const rating = spec(input, 'rating');
  const measure =
    spec(input, 'size')?.replace(/ in$/, '"') ??
    spec(input, 'screen')?.replace(/ in$/, '"') ??
    (input.category === 'Amplifiers' ? power : null) ??
    spec(input, 'gauge') ??
    (rating ? `${rating} ${spec(input, 'type') ?? ''}`.trim() : null);
  const length = spec(input, 'length') ?? spec(input, 'powerWireLength');
  // Names without a model end in what sets them apart: 'Steering Wheel Control Interface, GM'.
  const variant = input.name.includes(',') ? input.name.split(',').at(-1)!.trim() : null;
  return [measure, modelOf(input.name), length].filter(Boolean).join(' · ') || variant || input.subcategory;
}

/** The whole picture as SVG: backdrop, product, then size/model and the brand's name below it. */
export function pictureSvg(input: PictureInput): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <radialGradient id="backdrop" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e2e8f0"/></radialGradient>
    <radialGradient id="cone" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#4b5563"/><stop offset="1" stop-color="#0b0f14"/></radialGradient>
    <radialGradient id="coneLight" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#cbd5e1"/></radialGradient>
    <radialGradient id="cap" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="#6b7280"/><stop offset="1" stop-color="#111827"/></radialGradient>
    <radialGradient id="dome" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#64748b"/></radialGradient>
    <linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9ca3af"/><stop offset="0.5" stop-color="#4b5563"/><stop offset="1" stop-color="#1f2937"/></linearGradient>
    <pattern id="carpetDots" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="#2b2f36"/><circle cx="2" cy="2" r="1" fill="#3a3f48"/></pattern>
    <linearGradient id="carpet" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3f48"/><stop offset="1" stop-color="#1c1f24"/></linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#backdrop)"/>
  <ellipse cx="240" cy="292" rx="190" ry="12" fill="#0f172a" opacity="0.12"/>
  ${productShape(input)}
  <text x="18" y="342" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="24" font-weight="700" fill="#0f172a">${escapeXml(headline(input))}</text>
  <text x="462" y="342" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="14" font-weight="700" letter-spacing="2" fill="${input.brandColor}" text-anchor="end">${escapeXml(input.brandName.split(' ')[0]!.toUpperCase())}</text>
</svg>`;
}

/** The picture as WebP (a few KB each). */
export async function renderPicture(input: PictureInput): Promise<Buffer> {
  return sharp(Buffer.from(pictureSvg(input)))
    .webp({ quality: 82 })
    .toBuffer();
}
