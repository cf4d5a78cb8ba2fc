import { startFakeBunnyStorage } from './bunny-storage.ts';

/**
 * The fake Bunny storage zone as a process of its own, for the journeys: playwright.config.ts
 * starts it before the app on E2E_PORT + 2 (FAKE_BUNNY_PORT), with the zone and access key it gives
 * the app as BUNNY_*, so every journey runs with a CDN configured (e2e/cdn-migration.spec.ts
 * migrates to it).
 */
const fake = await startFakeBunnyStorage({
  port: Number(process.env.FAKE_BUNNY_PORT ?? 0),
  zone: process.env.FAKE_BUNNY_ZONE || undefined,
  accessKey: process.env.FAKE_BUNNY_ACCESS_KEY || undefined,
});
console.log(`Fake Bunny storage zone '${fake.zone}' at ${fake.url}, pull zone ${fake.pullZoneUrl}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
