import { parseArgs } from 'node:util';
import { loadConfig } from '@/config.ts';
import { migrateDatabase, openConfiguredDatabase } from '@/db/database.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '@/db/seed/demo.ts';
import { generateProducts } from '@/db/seed/scale.ts';
import { checkpointEmbedded } from '@/lib/db/checkpoint.ts';

const USAGE = `Usage: npm run db:seed -- [--demo] [--products <count>]
  --demo              load the demo organizations, accounts and catalogue (skipped if already loaded)
  --products <count>  add <count> generated products for load testing (up to 10,000,000)`;
const MAX_PRODUCTS = 10_000_000;

class UsageError extends Error {}

function parseCommandLine(argv: string[]): { demo: boolean; products: number | undefined } {
  let values: { demo?: boolean; products?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        demo: { type: 'boolean' },
        products: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  if (values.help) throw new UsageError('');
  let products: number | undefined;
  if (values.products !== undefined) {
    const text = values.products.replaceAll('_', '').replaceAll(',', '');
    products = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(products) || products < 1 || products > MAX_PRODUCTS) {
      throw new UsageError(
        `--products must be a whole number from 1 to ${MAX_PRODUCTS.toLocaleString('en-US')}, not "${values.products}"`,
      );
    }
  }
  if (!values.demo && products === undefined)
    throw new UsageError('Nothing to do: pass --demo and/or --products.');
  return { demo: Boolean(values.demo), products };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** `npm run db:seed -- --demo --products 100000`: migrates, then loads what was asked. */
async function main(): Promise<void> {
  const args = parseCommandLine(process.argv.slice(2));
  const config = loadConfig();
  if (config.production) {
    // Demo accounts share a published password; generated products would pollute a real catalogue.
    throw new Error('Refusing to seed a production database (NODE_ENV=production).');
  }
  const database = await openConfiguredDatabase(config);
  try {
    await migrateDatabase(database);
    const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
    console.log(`Seeding ${where}.`);
    if (args.demo) {
      const started = performance.now();
      const { seeded } = await seedDemoData(database.db, { publicUrl: config.publicUrl });
      console.log(
        seeded
          ? `Loaded the demo data in ${seconds(performance.now() - started)}: sign in as ${Object.values(
              DEMO_ACCOUNTS,
            )
              .map((a) => a.email)
              .join(', ')}.`
          : `Demo data is already loaded (${DEMO_ACCOUNTS.admin.email} exists); nothing changed.`,
      );
    }
    if (args.products !== undefined) {
      const { created, ms } = await generateProducts(database.db, args.products);
      const rate = Math.round(created / Math.max(ms / 1000, 0.001));
      console.log(
        `Added ${created.toLocaleString('en-US')} products in ${seconds(ms)} (${rate.toLocaleString('en-US')}/s).`,
      );
    }
    // The embedded database keeps the seed's WAL until a checkpoint (generateProducts makes its own).
    await checkpointEmbedded(database.db);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof UsageError) {
    console.error(err.message ? `${err.message}\n\n${USAGE}` : USAGE);
  } else {
    console.error(err instanceof Error ? err.message : err);
  }
  process.exitCode = 1;
});
