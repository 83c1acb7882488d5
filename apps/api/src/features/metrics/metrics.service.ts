import { ACTIVITY_WEEKS } from '@servihogar/shared/activity';
import { AD_TYPE_LABELS } from '@servihogar/shared/ads';
import { argentineDay, dayStart, lastWeeks } from '@servihogar/shared/calendar';
import { type AdType, PAYMENT_STATUSES, PLANS } from '@servihogar/shared/constants';
import type { AdsMetrics, BusinessMetrics } from '@servihogar/shared/metrics';
import { and, count, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listedCondition } from '../../db/listing.ts';
import { argentineLocal, argentineWeekOf } from '../../db/sql-helpers.ts';
import { advertisements } from '../../db/tables/ads.table.ts';
import { categories } from '../../db/tables/categories.table.ts';
import { complaints } from '../../db/tables/complaints.table.ts';
import { professionalServices, professionals } from '../../db/tables/professionals.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';
import { accounts } from '../../db/tables/users.table.ts';

/** Cohorts shown: the months trials started in, the current one last. */
const COHORT_MONTHS = 6;
/** Category × locality pairs shown, where demand most outruns supply. */
const DEMAND_ROWS = 30;

const argentineMonthOf = (instant: unknown) => sql<string>`to_char(${argentineLocal(instant)}, 'YYYY-MM')`;

/** The admins' figures: aggregates of the whole marketplace, never a person. */
export async function businessMetrics(db: Db, now: Date): Promise<BusinessMetrics> {
  const weeks = lastWeeks(now, ACTIVITY_WEEKS);
  const from = dayStart(weeks[0]!);
  const today = argentineDay(now);
  const month = today.slice(0, 7);
  const monthStart = dayStart(`${month}-01`);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const firstCohort = `${new Date(Date.UTC(year, monthNumber - COHORT_MONTHS, 1)).toISOString().slice(0, 7)}-01`;
  const listed = listedCondition(now);

  const [clients, pros, cohorts, byCategory, demand, supply, states, paid, complaintRows] = await Promise.all(
    [
      db
        .select({ semana: argentineWeekOf(accounts.createdAt), n: count() })
        .from(accounts)
        .where(
          and(
            gte(accounts.createdAt, from),
            sql`'Cliente' = any(${accounts.roles})`,
            sql`not ('Prestador' = any(${accounts.roles}))`,
          ),
        )
        .groupBy(sql`1`),
      db
        .select({ semana: argentineWeekOf(professionals.createdAt), n: count() })
        .from(professionals)
        .where(gte(professionals.createdAt, from))
        .groupBy(sql`1`),
      db
        .select({
          mes: argentineMonthOf(professionals.trialStartedAt),
          enPrueba: count(),
          pagaron: count(professionals.ultimoPago),
        })
        .from(professionals)
        .where(gte(professionals.trialStartedAt, dayStart(firstCohort)))
        .groupBy(sql`1`)
        .orderBy(sql`1`),
      db
        .select({ categoria: categories.type, profesionales: count(professionals.id) })
        .from(categories)
        .leftJoin(professionalServices, eq(professionalServices.categorySlug, categories.slug))
        .leftJoin(professionals, and(eq(professionals.id, professionalServices.professionalId), listed))
        .where(eq(categories.status, 'aprobada'))
        .groupBy(categories.type)
        .orderBy(desc(count(professionals.id)), categories.type),
      db
        .select({ categoria: categories.type, localidad: professionals.ciudad, n: count() })
        .from(solicitudes)
        .innerJoin(professionals, eq(professionals.id, solicitudes.professionalId))
        .innerJoin(categories, eq(categories.slug, solicitudes.categorySlug))
        .where(gte(solicitudes.createdAt, from))
        .groupBy(categories.type, professionals.ciudad),
      db
        .select({ categoria: categories.type, localidad: professionals.ciudad, n: count() })
        .from(professionals)
        .innerJoin(professionalServices, eq(professionalServices.professionalId, professionals.id))
        .innerJoin(categories, eq(categories.slug, professionalServices.categorySlug))
        .where(listed)
        .groupBy(categories.type, professionals.ciudad),
      db
        .select({ estado: subscriptions.paymentStatus, suscripciones: count() })
        .from(subscriptions)
        .groupBy(subscriptions.paymentStatus),
      db
        .select({ plan: subscriptions.plan, n: count() })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.paymentStatus, 'confirmed'),
            isNull(subscriptions.refundedAt),
            isNotNull(subscriptions.decidedAt),
            gte(subscriptions.decidedAt, monthStart),
          ),
        )
        .groupBy(subscriptions.plan),
      db
        .select({ estado: complaints.estado, criticidad: complaints.criticidad, denuncias: count() })
        .from(complaints)
        .where(isNull(complaints.deletedAt))
        .groupBy(complaints.estado, complaints.criticidad),
    ],
  );

  const weekly = (rows: { semana: string; n: number }[]) => new Map(rows.map((r) => [r.semana, r.n]));
  const clientsByWeek = weekly(clients);
  const prosByWeek = weekly(pros);
  const key = (r: { categoria: string; localidad: string }) => `${r.categoria}\n${r.localidad}`;
  const pairs = new Map<string, BusinessMetrics['demand'][number]>();
  for (const r of supply) pairs.set(key(r), { ...r, contactos: 0, profesionales: r.n });
  for (const r of demand) {
    const pair = pairs.get(key(r));
    if (pair) pair.contactos = r.n;
    else
      pairs.set(key(r), { categoria: r.categoria, localidad: r.localidad, contactos: r.n, profesionales: 0 });
  }
  const price = (plan: string) => PLANS.find((p) => p.id === plan)?.priceArs ?? 0;
  return {
    signups: weeks.map((semana) => ({
      semana,
      clientes: clientsByWeek.get(semana) ?? 0,
      profesionales: prosByWeek.get(semana) ?? 0,
    })),
    cohorts,
    listedByCategory: byCategory,
    // Most reveals per listed professional first (a locality with demand and nobody listed leads).
    demand: [...pairs.values()]
      .filter((p) => p.contactos > 0)
      .sort(
        (a, b) =>
          b.contactos / (b.profesionales + 1) - a.contactos / (a.profesionales + 1) ||
          b.contactos - a.contactos ||
          a.categoria.localeCompare(b.categoria, 'es'),
      )
      .slice(0, DEMAND_ROWS),
    subscriptionsByState: PAYMENT_STATUSES.map((estado) => ({
      estado,
      suscripciones: states.find((r) => r.estado === estado)?.suscripciones ?? 0,
    })),
    income: {
      mes: month,
      pesos: paid.reduce((sum, r) => sum + price(r.plan) * r.n, 0),
      pagos: paid.reduce((sum, r) => sum + r.n, 0),
    },
    complaints: complaintRows as BusinessMetrics['complaints'],
  };
}

/**
 * The business metrics, computed at most once per `ttlMs` (wall clock) and once at a time: every
 * figure is an aggregate over whole tables, hundreds of milliseconds at 100 000 professionals, and
 * an admin's dashboard may be a minute old. A failed computation is not kept.
 */
export function cachedBusinessMetrics(db: Db, ttlMs: number): (now: Date) => Promise<BusinessMetrics> {
  let kept: { at: number; value: Promise<BusinessMetrics> } | undefined;
  return (now) => {
    if (!kept || performance.now() - kept.at >= ttlMs) {
      const value = businessMetrics(db, now);
      const entry = { at: performance.now(), value };
      kept = entry;
      value.catch(() => {
        if (kept === entry) kept = undefined;
      });
    }
    return kept.value;
  };
}

/** Every ad's reach (staff tools), most seen first. */
export async function adsMetrics(db: Db): Promise<AdsMetrics> {
  const rows = await db
    .select({
      id: advertisements.id,
      titulo: advertisements.title,
      tipo: advertisements.type,
      impresiones: advertisements.impressions,
      clics: advertisements.clicks,
    })
    .from(advertisements)
    .orderBy(desc(advertisements.impressions), desc(advertisements.createdAt));
  return { ads: rows.map((ad) => ({ ...ad, tipo: AD_TYPE_LABELS[ad.tipo as AdType] ?? ad.tipo })) };
}
