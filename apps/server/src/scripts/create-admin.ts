import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { loadConfig } from '@/config.ts';
import { migrateDatabase, openConfiguredDatabase } from '@/db/database.ts';
import { users } from '@/db/schema/users.ts';

const USAGE = 'Usage: npm run admin:create -- --email <address> [--first-name <name>] [--last-name <name>]';
const emailSchema = z.string().trim().toLowerCase().max(320).pipe(z.email());

class UsageError extends Error {}

function parseCommandLine(argv: string[]) {
  let values: { email?: string; 'first-name'?: string; 'last-name'?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  if (!values.email) throw new UsageError('--email is required.');
  const email = emailSchema.safeParse(values.email);
  if (!email.success) throw new UsageError(`"${values.email}" is not a valid email address.`);
  const name = (value: string | undefined) => value?.trim() || null;
  return { email: email.data, firstName: name(values['first-name']), lastName: name(values['last-name']) };
}

/**
 * `npm run admin:create -- --email a@b.com`: production's way to its first administrator (there
 * are no default accounts). Admins sign in by single sign-on, so the account has no password.
 */
async function main(): Promise<void> {
  const args = parseCommandLine(process.argv.slice(2));
  const database = await openConfiguredDatabase(loadConfig());
  try {
    await migrateDatabase(database);
    // Sign-in compares emails case-insensitively, so "Ann@x.com" and "ann@x.com" are one person.
    const existing = await database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${args.email}`)
      .limit(1);
    if (existing.length > 0) {
      console.error(`A user with the email ${args.email} already exists; nothing changed.`);
      process.exitCode = 1;
      return;
    }
    await database.db
      .insert(users)
      .values({ ...args, role: 'admin', authType: 'oidc', password: null, isActive: true });
    console.log(
      `Created administrator ${args.email}. They sign in through single sign-on with this address.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof UsageError) console.error(`${err.message}\n\n${USAGE}`);
  else console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
