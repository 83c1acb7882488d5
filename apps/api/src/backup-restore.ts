import { runBackupCli } from './backup-cli.ts';

// Entry of `npm run backup` and `npm run restore`; the work (and its tests) live in backup-cli.ts.
runBackupCli(process.argv.slice(2), { env: process.env, print: (line) => console.log(line) })
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
