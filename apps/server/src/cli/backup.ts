import { statSync } from 'node:fs';
import { localCaOf } from '../tls/certificates';
import { backupNow, backupTarget } from './backup-now';
import { runCli, where } from './where';

/**
 * `npm run backup [FILE_OR_FOLDER]`: the whole database and the secrets needed to read it, in
 * one file (docs/school/backups.md, docs/decisions/0173).
 */
runCli(async () => {
  const t0 = performance.now();
  const { dataDir } = where();
  const file = backupTarget(process.argv[2], dataDir, new Date());
  const result = await backupNow(file);
  // With HTTPS=1 the file also holds the school's certificate authority and its key.
  const holds = localCaOf(dataDir)
    ? "the children's data, the key to their birth dates and the school's HTTPS authority"
    : "the children's data and the key to their birth dates";
  const { size } = statSync(result.file);
  console.log(
    [
      '',
      `  Backup written: ${result.file}`,
      `  ${result.rows} rows in ${result.tables} tables, ${(size / 1024 / 1024).toFixed(1)} MB, ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      `  It holds ${holds}:`,
      '  keep it as safe as the server itself, and keep a copy away from this machine.',
      '',
    ].join('\n'),
  );
});
