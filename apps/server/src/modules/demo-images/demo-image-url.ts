/** Where the server answers a demo product's picture (routes.ts); the seed stores it as imageUrl. */
export const DEMO_IMAGE_PATH = '/api/demo-images';
export const demoImageUrl = (sku: string) => `${DEMO_IMAGE_PATH}/${encodeURIComponent(sku)}.webp`;
