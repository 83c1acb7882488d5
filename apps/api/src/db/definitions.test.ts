import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { migratedTestDatabase } from '../../test/build-test-app.ts';
import { definitionsOf, REFRESH_COMMAND, SNAPSHOT_FILE } from '../../test/definitions.ts';

// Issue 47: a migration's effect on functions, triggers and indexes is reviewed as a diff of
// src/db/definitions.sql (docs/database.md). UPDATE_DB_SNAPSHOT=1 rewrites it instead of comparing.

describe('the definitions snapshot (src/db/definitions.sql)', () => {
  const database = migratedTestDatabase();

  it('holds every function, trigger and index the migrations leave, as PostgreSQL prints them', async () => {
    const actual = await definitionsOf(database());
    if (process.env.UPDATE_DB_SNAPSHOT === '1') await writeFile(SNAPSHOT_FILE, actual);
    const expected = await readFile(SNAPSHOT_FILE, 'utf8').catch(() => '(no snapshot yet)');
    expect(
      actual,
      `The migrations no longer leave the definitions of src/db/definitions.sql. If the change is meant, run \`${REFRESH_COMMAND}\` and commit the file's diff with the migration.`,
    ).toBe(expected);
  });
});
