import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGLITE_EXTENSIONS } from '../src/db/client.ts';
import { migrationsFolder } from '../src/db/migrate.ts';

// A fresh PGlite cluster costs ~5 s (initdb in WASM); loading a dump of an already migrated one
// costs ~1 s. The dump is cached in the temp dir, keyed by the migrations and the PGlite version.

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(join(dirname(pgliteEntry), '..', 'package.json')));
  const folder = migrationsFolder();
  for (const name of (await readdir(folder, { recursive: true })).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json'))
      hash.update(name).update(await readFile(join(folder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A gzipped dump of an empty, fully migrated PGlite database. */
export async function pgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `servihogar-pglite-template-${await templateKey()}.tar.gz`);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
    const dump = await client.dumpDataDir('gzip');
    // Written under a unique name then renamed: parallel test workers may race to create it.
    const tmp = `${file}.${process.pid}.${Date.now()}`;
    await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
    await rename(tmp, file);
    return dump;
  } finally {
    await client.close();
  }
}
