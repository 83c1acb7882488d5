import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

// Issue 47: the database's definitions as PostgreSQL prints them, one text to check in and diff.
// Functions of extensions (pg_trgm, unaccent, cube, earthdistance, btree_gist) are not ours.

/** Where the snapshot is checked in, and the one command that rewrites it. */
export const SNAPSHOT_FILE = new URL('../src/db/definitions.sql', import.meta.url);
export const REFRESH_COMMAND = 'npm run db:snapshot';

const FUNCTIONS = sql`
  select p.oid::regprocedure::text as name, pg_get_functiondef(p.oid) as definition
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public'
    and not exists (select 1 from pg_depend d
      where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
  order by 1`;

const TRIGGERS = sql`
  select c.relname || '.' || t.tgname as name, pg_get_triggerdef(t.oid, true) || ';' as definition
  from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and not t.tgisinternal
  order by 1`;

const INDEXES = sql`
  select tablename || '.' || indexname as name, indexdef || ';' as definition
  from pg_indexes where schemaname = 'public'
  order by 1`;

type Row = { name: string; definition: string };

/** Every function, trigger and index of the schema `public`, as one text (a file's content). */
export async function definitionsOf(database: Database): Promise<string> {
  const sections: string[] = [
    '-- The database as the migrations leave it: every function, trigger and index of our schema, as',
    '-- PostgreSQL prints them (pg_get_functiondef, pg_get_triggerdef, pg_indexes). Generated: do not edit;',
    `-- after changing a migration run \`${REFRESH_COMMAND}\` and review the diff (docs/database.md).`,
  ];
  for (const [title, query] of [
    ['Functions', FUNCTIONS],
    ['Triggers', TRIGGERS],
    ['Indexes', INDEXES],
  ] as const) {
    const { rows } = await database.db.execute<Row>(query);
    sections.push('', `-- ${title} (${rows.length})`);
    for (const row of rows) sections.push('', `-- ${row.name}`, row.definition.trim());
  }
  return `${sections.join('\n')}\n`;
}
