import { statSync } from 'node:fs';
import { backupNow, backupTarget } from './backup-now';
import { runCli, where } from './where';

/**
 * `npm run backup [FILE_OR_FOLDER]`: the whole database and the secrets needed to read it, in
 * one file (docs/school/backups.md, docs/decisions/0173).
 */
runCli(async () => {
  const t0 = performance.now();
  const file = backupTarget(process.argv[2], where().dataDir, new Date());
  const result = await backupNow(file);
  const { size } = statSync(result.file);
  console.log(
    [
      '',
      `  Backup written: ${result.file}`,
      `  ${result.rows} rows in ${result.tables} tables, ${(size / 1024 / 1024).toFixed(1)} MB, ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      "  It holds the children's data and the key to their birth dates: keep it as safe as the",
      '  server itself, and keep a copy away from this machine.',
      '',
    ].join('\n'),
  );
});
