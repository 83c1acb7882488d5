import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { migrate } from './migrate.ts';
import { categories } from './tables/categories.table.ts';

describe('migrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('install the geography extensions', async () => {
    const { rows } = await t.db.execute<{ extname: string }>(
      sql`select extname from pg_extension order by extname`,
    );
    expect(rows.map((r) => r.extname)).toEqual(expect.arrayContaining(['cube', 'earthdistance']));
  });

  it('create every table of the data model', async () => {
    const { rows } = await t.db.execute<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    expect(rows.map((r) => r.tablename)).toEqual([
      'accounts',
      'advertisements',
      'audit_log',
      'categories',
      'comments',
      'complaints',
      'data_version',
      'favourites',
      'mail_outbox',
      'one_time_codes',
      'pay_scales',
      'professional_services',
      'profile_activity_daily',
      'professionals',
      'refresh_tokens',
      'rights_requests',
      'solicitudes',
      'subscriptions',
      'verification_documents',
    ]);
  });

  it('can run again without changing anything', async () => {
    await t.db.insert(categories).values({ slug: 'jardinero', type: 'Jardinero' });
    await migrate(t.database);
    const rows = await t.db.select({ slug: categories.slug }).from(categories);
    expect(rows).toHaveLength(13);
  });

  it('store e-mails lower-cased only', async () => {
    await expect(
      t.db.execute(
        sql`insert into accounts (email, password_hash, nombre, apellido) values ('Ana@Example.com', 'x', 'Ana', 'Paz')`,
      ),
    ).rejects.toThrow();
  });
});
