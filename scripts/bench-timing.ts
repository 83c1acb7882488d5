// What the query benchmarks share (bench-queries.ts, bench-calendar.ts): an in-memory PGlite and
// the round-robin timing of named queries.
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { type Database, PGLITE_EXTENSIONS } from '../apps/api/src/db/client.ts';

export const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;

export type Timed = Record<string, () => Promise<unknown>>;

/** A fresh PGlite in memory with the app's extensions, as a Database (not migrated). */
export async function memoryPglite(): Promise<Database> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  return {
    db: drizzle({ client }),
    kind: 'pglite',
    ping: async () => {},
    observeQueries: () => {},
    close: () => client.close(),
  };
}

/** Runs the queries round-robin (so a noisy neighbour hurts them alike) and gives each one's p50/p95. */
export async function percentiles(queries: Timed): Promise<Record<string, { p50: number; p95: number }>> {
  const times = Object.fromEntries(Object.keys(queries).map((name) => [name, [] as number[]]));
  for (let i = 0; i < WARMUP + RUNS; i++) {
    for (const [name, run] of Object.entries(queries)) {
      const start = performance.now();
      await run();
      if (i >= WARMUP) times[name]!.push(performance.now() - start);
    }
  }
  return Object.fromEntries(Object.entries(times).map(([name, list]) => [name, p50p95(list)]));
}

/** The median and 95th percentile of `list` (sorted in place), to the hundredth. */
export function p50p95(list: number[]): { p50: number; p95: number } {
  list.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(list[Math.min(list.length - 1, Math.floor(q * list.length))]! * 100) / 100;
  return { p50: at(0.5), p95: at(0.95) };
}
