import { chmodSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureDatabase } from '../db/admin';
import {
  BackupError,
  type BackupSecrets,
  holdsData,
  restoreBackup,
  verifyBackup,
} from '../db/backup';
import { type EmbeddedDatabase, runningCluster, startEmbeddedPostgres } from '../db/embedded';
import { migrations } from '../db/migrations';
import { restoreLocalCa } from '../tls/certificates';
import { fromCaller, runCli, where } from './where';

/**
 * `npm run restore FILE [--replace]`: brings a backup back, onto a new machine (an empty data
 * folder, or an empty DATABASE_URL) or over what is there when told to (--replace). The file
 * is read through once and checked before anything is touched, and the restore itself is one
 * transaction: a refused or failed restore changes nothing.
 */

function writeSecret(dataDir: string, name: string, value: string): void {
  const file = path.join(dataDir, name);
  const partial = `${file}.partial`;
  writeFileSync(partial, `${value}\n`, { mode: 0o600 });
  chmodSync(partial, 0o600);
  renameSync(partial, file);
}

function refuseKeyMismatch(secrets: BackupSecrets): void {
  const key = process.env.BIRTH_DATE_KEY;
  if (key && key !== secrets.birthDateKey) {
    throw new BackupError(
      "BIRTH_DATE_KEY is set to a different key than the backup's: the restored birth dates would no longer match. Set BIRTH_DATE_KEY to the backup's key (`npm run restore -- FILE --show-key` prints it), or unset it so the restore writes the key to DATA_DIR/birth-date-key. Nothing was restored.",
    );
  }
}

runCli(async () => {
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const fileArg = args.find((a) => !a.startsWith('--'));
  if (!fileArg)
    throw new BackupError(
      'Usage: npm run restore FILE  (add -- --replace to overwrite a database that holds data)',
    );
  const file = fromCaller(fileArg);
  const t0 = performance.now();

  // 1. The whole file, checked, before anything is touched.
  const { manifest, secrets, rows } = await verifyBackup(file);
  if (manifest.migration !== null && !(manifest.migration in migrations)) {
    throw new BackupError(
      `This backup was made by a newer Classbeam (database version ${manifest.migration}); update Classbeam to that version or later, then restore. Nothing was restored.`,
    );
  }
  if (args.includes('--show-key')) {
    // For a deployment that sets BIRTH_DATE_KEY itself (the Docker image): the key to set.
    console.log(secrets.birthDateKey);
    return;
  }
  refuseKeyMismatch(secrets);

  // 2. The target: empty, or --replace.
  const here = where();
  let embedded: EmbeddedDatabase | null = null;
  let madeCluster = false;
  let url = here.databaseUrl;
  if (!url) {
    if (runningCluster(here.clusterDir)) {
      throw new BackupError(
        `Classbeam (its database) is running on ${here.dataDir}: stop it first, then restore. Nothing was restored.`,
      );
    }
    madeCluster = !here.hasCluster;
    embedded = await startEmbeddedPostgres(here.dataDir);
    url = embedded.url;
  } else {
    await ensureDatabase(url);
  }
  try {
    if (!replace && (await holdsData(url))) {
      throw new BackupError(
        `The database ${here.databaseUrl ? 'at DATABASE_URL' : `in ${here.dataDir}`} already holds classes. Restore into an empty data folder, or run \`npm run restore -- FILE --replace\` to replace everything in it with the backup. Nothing was restored.`,
      );
    }
    // 3. One transaction.
    await restoreBackup(url, file);
  } catch (error) {
    await embedded?.stop().catch(() => {});
    // A cluster made for this restore goes again: the folder is as it was.
    if (madeCluster) rmSync(here.clusterDir, { recursive: true, force: true });
    throw error;
  }
  await embedded?.stop().catch(() => {});

  // 4. The secrets, beside the data, unless the environment provides them.
  const notes: string[] = [];
  if (!process.env.BIRTH_DATE_KEY)
    writeSecret(here.dataDir, 'birth-date-key', secrets.birthDateKey);
  if (secrets.sessionSecret && !process.env.SESSION_SECRET) {
    writeSecret(here.dataDir, 'session-secret', secrets.sessionSecret);
  } else if (secrets.sessionSecret && process.env.SESSION_SECRET !== secrets.sessionSecret) {
    notes.push("  SESSION_SECRET differs from the backup's: teachers sign in again once.");
  }
  // 5. The school's CA, which its devices trust; the next start issues this machine's certificate.
  if (secrets.tls) {
    const { replaced } = restoreLocalCa(here.dataDir, secrets.tls);
    if (replaced)
      notes.push(
        "  The CA in DATA_DIR/tls was replaced by the backup's: the school's devices trust that one.",
      );
  }
  console.log(
    [
      '',
      `  Restored ${file}`,
      `  made ${manifest.createdAt}, ${rows} rows, in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      `  into ${here.databaseUrl ? 'the database at DATABASE_URL' : here.dataDir}`,
      ...notes,
      '  Start Classbeam as usual (npm start).',
      '',
    ].join('\n'),
  );
});
