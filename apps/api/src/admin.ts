import { runAdminCli } from './admin-cli.ts';

// Entry of `npm run admin`; the work (and its tests) live in admin-cli.ts.
runAdminCli(process.argv.slice(2), { env: process.env, print: (line) => console.log(line) })
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
