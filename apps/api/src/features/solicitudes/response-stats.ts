import { responseSignal, SIGNAL_WINDOW_MS } from '@servihogar/shared/solicitud-state';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { professionalResponseStats, solicitudes } from '../../db/tables/solicitudes.table.ts';

/**
 * Recomputes one professional's response figures over the last 90 days (one index range of
 * solicitudes_professional_idx) and stores them with the public signal. Called in the transaction
 * of each new request and answer; the stored signal changing is what bumps the data version.
 */
export async function refreshResponseStats(tx: Db, professionalId: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - SIGNAL_WINDOW_MS);
  const [row] = await tx
    .select({
      received: sql<number>`count(*)::int`,
      answered: sql<number>`count(${solicitudes.answeredAt})::int`,
      medianDelayMs: sql<number | null>`(percentile_cont(0.5) within group (order by
        extract(epoch from ${solicitudes.answeredAt} - ${solicitudes.createdAt}) * 1000))::int`,
    })
    .from(solicitudes)
    .where(and(eq(solicitudes.professionalId, professionalId), gt(solicitudes.createdAt, since)));
  const figures = { received: row!.received, answered: row!.answered, medianDelayMs: row!.medianDelayMs };
  const signal = responseSignal(figures);
  const values = {
    ...figures,
    signalPercent: signal?.percent ?? null,
    signalDelay: signal?.delay ?? null,
    refreshedAt: now,
  };
  await tx
    .insert(professionalResponseStats)
    .values({ professionalId, ...values })
    .onConflictDoUpdate({ target: professionalResponseStats.professionalId, set: values });
}

/** The summaries not refreshed for a day (the 90-day window moved on without an event). */
export async function staleResponseStats(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: professionalResponseStats.professionalId })
    .from(professionalResponseStats)
    .where(lt(professionalResponseStats.refreshedAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)))
    .limit(limit);
  return rows.map((r) => r.id);
}
