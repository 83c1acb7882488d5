// `npm run bench` helper: migrates and fills the database a benchmarked server will use — the demo
// data plus a few signed-in-able clients for the write stream — and prints what the load needs as
// JSON. DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL) say where, as for the server.

import { hashPassword } from '../apps/api/src/accounts/passwords.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDb } from '../apps/api/src/db/client.ts';
import { listedCondition } from '../apps/api/src/db/listing.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { professionals } from '../apps/api/src/db/tables/professionals.table.ts';
import { createFileStorage } from '../apps/api/src/lib/open-file-storage.ts';
import { seedDemoData } from '../apps/api/src/seed/seed.ts';
import { insertAccount } from '../apps/api/test/factories.ts';

export const BENCH_PASSWORD = 'BenchSecreto123';
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);

const config = loadConfig();
const database = await openDb(config);
try {
  await migrate(database);
  await seedDemoData({ db: database.db, files: createFileStorage(config), config });
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const clients: string[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const email = `bench-cliente-${i}@bench.test`;
    await insertAccount(database.db, { email, passwordHash, roles: ['Cliente'] });
    clients.push(email);
  }
  const listed = await database.db
    .select({ id: professionals.id })
    .from(professionals)
    .where(listedCondition(new Date()));
  console.log(JSON.stringify({ clients, password: BENCH_PASSWORD, professionals: listed.map((r) => r.id) }));
} finally {
  await database.close();
}
