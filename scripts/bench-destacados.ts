// `npm run bench` (in bench-queries.ts): issue 45's nightly "Profesional destacado" recomputation
// and the "Destacados primero" sort (decision 0067).
import { performance } from 'node:perf_hooks';
import { professionalsListQuerySchema } from '@servihogar/shared/professionals';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
import { RECOMPUTE_CHUNK } from '../apps/api/src/features/destacados/destacados.jobs.ts';
import { recomputeChunk } from '../apps/api/src/features/destacados/standings.sql.ts';
import { CITIES, SLUGS } from './bench-professionals.ts';

const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The whole night's run as the jobs do it: chunk after chunk of RECOMPUTE_CHUNK professionals, each
 * one statement in its own transaction. Before it, one professional in 20 is marked featured, so the
 * run also takes the badge from them (their listing rows rewritten, as a real night's changes are).
 * Returns the wall-clock milliseconds of the run.
 */
export async function timeNightly(database: Database, now: Date): Promise<number> {
  await database.db.execute(sql`update professionals set destacado = true where destacado = false
    and ('x' || substr(md5(id::text), 1, 2))::bit(8)::int % 20 = 0`);
  const started = performance.now();
  for (let after: string | null = FIRST_ID; after; ) {
    const done = await database.db.transaction((tx) => recomputeChunk(tx, now, after!, RECOMPUTE_CHUNK));
    after = done.counted === RECOMPUTE_CHUNK ? done.last : null;
  }
  const elapsed = performance.now() - started;
  // The sort then has featured rows to put first: one in 20 again.
  await database.db.execute(sql`update professionals set destacado = true
    where ('x' || substr(md5(id::text), 1, 2))::bit(8)::int % 20 = 1`);
  return elapsed;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** "Destacados primero" in a category, in a city half of the time. */
export const featuredQuery = () =>
  professionalsListQuerySchema.parse({
    servicio: pick(SLUGS),
    sort: 'destacados',
    limit: 20,
    ...(Math.random() < 0.5 ? { ciudad: pick(CITIES) } : {}),
  });
