// Creates (or drops) a throw-away database on the local PostgreSQL for one CI run.
// Usage: node scripts/ci-database.mjs create  → prints its URL; node scripts/ci-database.mjs drop <url>
import pg from 'pg';

const server = process.env.CI_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const [command, url] = process.argv.slice(2);
const client = new pg.Client({ connectionString: server, connectionTimeoutMillis: 3000 });
await client.connect();
try {
  if (command === 'create') {
    const name = `servihogar_ci_${Date.now()}`;
    await client.query(`CREATE DATABASE ${name}`);
    const target = new URL(server);
    target.pathname = `/${name}`;
    console.log(target.toString());
  } else if (command === 'drop' && url) {
    const name = new URL(url).pathname.slice(1);
    if (!/^servihogar_ci_\d+$/.test(name)) throw new Error(`refusing to drop ${name}`);
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    throw new Error('usage: ci-database.mjs create | drop <url>');
  }
} finally {
  await client.end();
}
