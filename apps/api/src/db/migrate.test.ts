import { readFile } from 'node:fs/promises';
import { asc, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppOfSuite } from '../../test/build-test-app.ts';
import { insertProfessional } from '../../test/factories.ts';
import { migrate } from './migrate.ts';
import { categories } from './tables/categories.table.ts';
import { professionals } from './tables/professionals.table.ts';

describe('migrations', () => {
  const t = testAppOfSuite();

  it('install the geography extensions', async () => {
    const { rows } = await t().db.execute<{ extname: string }>(
      sql`select extname from pg_extension order by extname`,
    );
    expect(rows.map((r) => r.extname)).toEqual(
      expect.arrayContaining(['btree_gist', 'cube', 'earthdistance']),
    );
  });

  it('create every table of the data model', async () => {
    const { rows } = await t().db.execute<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    expect(rows.map((r) => r.tablename)).toEqual([
      'accounts',
      'advertisements',
      'arca_tickets',
      'audit_log',
      'booking_changes',
      'booking_proposals',
      'booking_series',
      'bookings',
      'calendar_booked_days',
      'calendar_closed_days',
      'calendar_days_off',
      'calendar_feeds',
      'calendar_hours',
      'categories',
      'comments',
      'complaints',
      'conversation_parties',
      'data_rights_requests',
      'data_version',
      'favourites',
      'guarantee_claims',
      'holidays',
      'invoices',
      'jobs',
      'listings',
      'live_event_cursors',
      'live_events',
      'mail_outbox',
      'mercadopago_payments',
      'message_reports',
      'messages',
      'notification_preferences',
      'notifications',
      'one_time_codes',
      'pay_scales',
      'professional_calendars',
      'professional_response_stats',
      'professional_services',
      'professional_standings',
      'professionals',
      'profile_activity_daily',
      'push_subscriptions',
      'refresh_tokens',
      'rights_requests',
      'search_words',
      'solicitudes',
      'subscriptions',
      'verification_documents',
      'whatsapp_numbers',
      'whatsapp_sends',
    ]);
  });

  it('can run again without changing anything', async () => {
    await t().db.insert(categories).values({ slug: 'jardinero', type: 'Jardinero' });
    await migrate(t().database);
    const rows = await t().db.select({ slug: categories.slug }).from(categories);
    expect(rows).toHaveLength(13);
  });

  it('store e-mails lower-cased only', async () => {
    await expect(
      t().db.execute(
        sql`insert into accounts (email, password_hash, nombre, apellido) values ('Ana@Example.com', 'x', 'Ana', 'Paz')`,
      ),
    ).rejects.toThrow();
  });

  it('key the DNIs of existing professionals, leaving later duplicates without a key (0012)', async () => {
    const at = (day: number) => new Date(Date.UTC(2025, 0, day));
    const rows = [
      await insertProfessional(t().db, { dni: '20333444', createdAt: at(2) }),
      await insertProfessional(t().db, { dni: '20.333.444', createdAt: at(1) }),
      await insertProfessional(t().db, { dni: '20 333 445', createdAt: at(3) }),
      await insertProfessional(t().db, { dni: '--', createdAt: at(4) }),
    ];
    const ids = rows.map((row) => row.id);
    const file = await readFile(
      new URL('../../drizzle/0012_dni_key_and_mail_claims.sql', import.meta.url),
      'utf8',
    );
    const backfill = file.split('--> statement-breakpoint').find((part) => part.includes('UPDATE'))!;
    await t().db.execute(sql.raw(backfill));
    const keyed = await t()
      .db.select({ dni: professionals.dni, key: professionals.dniKey })
      .from(professionals)
      .where(inArray(professionals.id, ids))
      .orderBy(asc(professionals.createdAt));
    expect(keyed).toEqual([
      { dni: '20.333.444', key: '20333444' },
      { dni: '20333444', key: null },
      { dni: '20 333 445', key: '20333445' },
      { dni: '--', key: null },
    ]);
  });
});
