import { Column, getTableColumns, is, SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../test/accounts.ts';
import { migratedTestDatabase } from '../../test/build-test-app.ts';
import { changedValue } from '../../test/column-change.ts';
import { insertProfessional } from '../../test/factories.ts';
import { listedCondition, listedUntil } from '../db/listing.ts';
import { publicColumns } from '../db/public-professional.ts';
import { professionals } from '../db/tables/professionals.table.ts';

// Decision 0028: a cached public answer lives until the data version moves. Every column a public
// read shows (publicColumns) or lists by (the listing rule) must move it when it changes, and the
// private ones must not (a sign-in writes trial_reminder_sent_at: it must not empty the cache).
// Both sets come from the code here; the trigger professionals_update_data_version (migrations
// 0013, 0014 and 0027; its current text in src/db/definitions.sql) names only the private ones.

/** The columns an SQL fragment reads, however deeply its pieces nest. */
function columnsIn(fragment: unknown, found = new Set<string>()): Set<string> {
  if (is(fragment, Column)) found.add(fragment.name);
  else if (is(fragment, SQL)) for (const chunk of fragment.queryChunks) columnsIn(chunk, found);
  else if (Array.isArray(fragment)) for (const item of fragment) columnsIn(item, found);
  return found;
}

const shownOrListedBy = new Set([
  ...Object.values(publicColumns).map((column) => column.name),
  ...columnsIn(listedCondition(new Date())),
  ...columnsIn(listedUntil),
  // "Con antecedentes verificados" (issue 45) lists by it, through the listing rows.
  professionals.antecedentesHasta.name,
]);
const allColumns = Object.values(getTableColumns(professionals));

describe('what moves the data version (the professionals trigger)', () => {
  const database = migratedTestDatabase();

  const version = async () =>
    Number(
      (await database().db.execute<{ v: string }>(sql`select v from data_version where id = 1`)).rows[0]!.v,
    );

  /** Whether changing `column` on a professional moved the version. */
  async function moves(column: (typeof allColumns)[number]): Promise<boolean> {
    // With an account to let go, and no services: the id itself may change.
    const account = await createAccount(database().db, { roles: ['Prestador'] });
    const { id } = await insertProfessional(database().db, { services: [], accountId: account.id });
    const before = await version();
    await database().db.execute(
      sql`update professionals set ${sql.identifier(column.name)} = ${changedValue(column)} where id = ${id}`,
    );
    return (await version()) !== before;
  }

  it('moves for every column a public read shows or lists by', async () => {
    const stale: string[] = [];
    for (const column of allColumns.filter((c) => shownOrListedBy.has(c.name))) {
      if (!(await moves(column))) stale.push(column.name);
    }
    expect(stale, 'public columns the trigger ignores (cached answers would stay stale)').toEqual([]);
  });

  it('stays for the private columns', async () => {
    const flushing: string[] = [];
    for (const column of allColumns.filter((c) => !shownOrListedBy.has(c.name))) {
      if (await moves(column)) flushing.push(column.name);
    }
    expect(flushing, 'private columns missing from the trigger’s private list').toEqual([]);
  });
});
