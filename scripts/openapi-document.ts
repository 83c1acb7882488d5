// Writes the API's OpenAPI document (what /docs/json serves) to the file named by the first
// argument, from the app built on a throwaway embedded database: no server, no port.
// `npm run lint:openapi` lints it with Redocly's recommended rules.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openPglite } from '../apps/api/src/db/client.ts';

const out = process.argv[2];
if (!out) throw new Error('usage: tsx scripts/openapi-document.ts <file.json>');
const dataDir = await mkdtemp(join(tmpdir(), 'servihogar-openapi-'));
try {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    API_DOCS: 'true',
  });
  const database = await openPglite(join(dataDir, 'db'));
  const app = await buildApp({ config, database, logger: false });
  const res = await app.inject({ method: 'GET', url: '/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/docs/json answered ${res.statusCode}`);
  await writeFile(out, res.body);
  await app.close();
  await database.close();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
