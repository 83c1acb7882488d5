// A throw-away PostgreSQL database beside DATABASE_URL's, for the benchmarks (bench.mjs runs
// without tsx, hence plain JavaScript; the types are in scratch-database.d.mts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function adminQuery(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A new database `<prefix>_<random>` on adminUrl's server; with `extensions`, cube and earthdistance
 * (not trusted extensions: created here as the admin, before migrating). `drop` removes it.
 */
export async function scratchDatabase(adminUrl, prefix, extensions) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (extensions) {
    await adminQuery(
      url.toString(),
      'CREATE EXTENSION IF NOT EXISTS cube; CREATE EXTENSION IF NOT EXISTS earthdistance;',
    );
  }
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
