import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

// The api-postgres project's global setup: one migrated database per run, which every test database
// is copied from (`CREATE DATABASE … TEMPLATE`, ~0.2 s) instead of migrating each one (~1.6 s).
// Its name is handed to the workers (`inject('postgresTemplate')`); it is dropped after the run.

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the server of `adminUrl`, with the extensions only a superuser may create. */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // earthdistance is not a trusted extension: the superuser creates it before the migrations run.
  if (!template)
    await adminQuery(
      url.toString(),
      'CREATE EXTENSION IF NOT EXISTS cube; CREATE EXTENSION IF NOT EXISTS earthdistance;',
    );
  return url.toString();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL (a superuser connection)');
  const name = `sh_template_${randomBytes(6).toString('hex')}`;
  const database = await openPostgres(await createDatabase(adminUrl, name));
  try {
    await migrate(database);
    // The tests read plans of tiny tables as on large ones (explain.ts): an autovacuum ANALYZE
    // landing mid-file would change them, so the copies' tables are never analyzed behind a test.
    await database.db.execute(sql`
      do $$ declare t record; begin
        for t in select tablename from pg_tables where schemaname = 'public' loop
          execute format('alter table %I set (autovacuum_enabled = false)', t.tablename);
        end loop;
      end $$`);
  } finally {
    // A template is copied only while nobody is connected to it.
    await database.close();
  }
  project.provide('postgresTemplate', name);
  return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
