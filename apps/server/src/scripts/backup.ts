import path from 'node:path';
import { loadConfig } from '@/config.ts';
import { createStorage } from '@/lib/storage/index.ts';
import { type DatabaseTarget, createBackup, restoreBackup } from '@/ops/backup.ts';

const USAGE = `Usage: npm run backup -- <folder>     (a new, empty folder)
       npm run restore -- <folder>    (into an empty database and storage)
The database and storage are the configured ones: DATABASE_URL (else the embedded database in DATA_DIR)
and S3_* (else DATA_DIR/objects). The embedded database is backed up and restored with the app stopped.`;

/** `npm run backup -- <folder>` and `npm run restore -- <folder>` (ops/backup.ts, README "Backup and restore"). */
async function main(): Promise<void> {
  const [command, folderArg] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !folderArg) {
    console.error(USAGE);
    process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  const folder = path.resolve(config.callerDir, folderArg);
  const target: DatabaseTarget = config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'embedded', dataDir: config.dataDir };
  const storage = await createStorage(config);
  const started = performance.now();
  const manifest =
    command === 'backup'
      ? await createBackup(target, storage, folder)
      : await restoreBackup(target, storage, folder);
  const took = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${command === 'backup' ? 'Backed up' : 'Restored'} the ${manifest.database === 'postgres' ? 'PostgreSQL' : 'embedded'} database ` +
      `and ${manifest.objects} stored objects (${(manifest.objectBytes / 1e6).toFixed(1)} MB) ` +
      `${command === 'backup' ? 'to' : 'from'} ${folder} in ${took} s.`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
