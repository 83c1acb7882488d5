import { argentineDay } from '@servihogar/shared/calendar';
import { categorySlug, FIXED_CATEGORIES } from '@servihogar/shared/constants';
import { type SearchPlan, toBits, WEEK_DAYS } from '@servihogar/shared/finding';
import type { ProfessionalsListQuery } from '@servihogar/shared/professionals';
import { FAST_RESPONSE_DELAYS } from '@servihogar/shared/solicitud-state';
import { isLicensedCategory } from '@servihogar/shared/verification';
import { and, eq, exists, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { listedCondition } from '../../db/listing.ts';
import { categories } from '../../db/tables/categories.table.ts';
import { ANY_SERVICE, isPairRow, listings, servicePair } from '../../db/tables/listings.table.ts';
import { professionalServices, professionals } from '../../db/tables/professionals.table.ts';
import { professionalResponseStats } from '../../db/tables/solicitudes.table.ts';
import { availableOnCondition } from '../calendar/calendar.service.ts';
import { type Search, textCondition } from './words.sql.ts';

// Issue 27: the filters and the search of the listing, as SQL conditions on `listings` (decision 0041).

const l = listings;

/** 'Solo verificados' as SQL; must agree with `passesVerifiedFilter` in shared/verification.ts. */
function verifiedCondition(servicio: string | undefined): SQL {
  const licensed = servicio !== undefined && isLicensedCategory(servicio);
  return licensed
    ? and(eq(l.identityVerified, true), eq(l.licenseVerified, true))!
    : eq(l.identityVerified, true);
}

/**
 * 'Responde rápido': the public response signal says within the day (decision 0031). One primary-key
 * probe of professional_response_stats per candidate; no row (under 3 requests) is no signal.
 */
function fastResponseCondition(db: Db): SQL {
  const stats = professionalResponseStats;
  return exists(
    db
      .select({ one: sql`1` })
      .from(stats)
      .where(
        and(
          eq(stats.professionalId, l.professionalId),
          inArray(stats.signalDelay, [...FAST_RESPONSE_DELAYS]),
        ),
      ),
  );
}

/** A category still pending moderation is not public: no one is listed under it (decision 0014). */
function publicCategoryCondition(db: Db, servicio: string | undefined): SQL | undefined {
  if (!servicio) return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(categories)
      .where(and(eq(categories.slug, categorySlug(servicio)), eq(categories.status, 'aprobada'))),
  );
}

/** Offers one of these services (a search word naming services). */
export const offersOneOf = (db: Db, id: AnyPgColumn, slugs: string[]) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(professionalServices)
      .where(
        and(eq(professionalServices.professionalId, id), inArray(professionalServices.categorySlug, slugs)),
      ),
  );

/** Nothing searchable (only signs: emoji, '%', quotes…): nothing can match, nothing is guessed. */
export const isEmpty = (plan: SearchPlan) =>
  plan.services.length + plan.places.length + plan.text.length === 0;

export const foldedParam = (text: string) => sql`servihogar_fold(${text}::text)`;

/** The city as the gazetteer names it, whatever the case or accents (the city indexes' expression). */
export const cityKey = (t: { ciudad: AnyPgColumn }) => sql`servihogar_fold(${t.ciudad})`;

/**
 * A list query as the conditions read it: `ciudades`, when given, the localities that stand in for
 * `ciudad`'s one (the city and those around it, or those around it alone).
 */
export type FindingQuery = ProfessionalsListQuery & { ciudades?: readonly string[] };

/** The city filter: one locality (listings_city_name_idx's range), or a few. */
function cityCondition(query: FindingQuery): SQL | undefined {
  if (query.ciudades) return inArray(cityKey(l), query.ciudades.map(foldedParam));
  return query.ciudad ? eq(cityKey(l), foldedParam(query.ciudad)) : undefined;
}

const FIXED_SLUGS: ReadonlySet<string> = new Set(FIXED_CATEGORIES.map((c) => c.slug));

/**
 * The listing rows a query reads, and the services they stand for: the asked service's; else the
 * first service a search names alone ("plomero", a typo, a synonym naming one), as on its category
 * page; else the ANY_SERVICE rows. When the search names one more service alone, and both are fixed,
 * the rows of those who offer both (decision 0045): "plomero gasista", or "gasista" on the
 * plomero page, is one index range.
 */
export function listedRows(
  query: ProfessionalsListQuery,
  search: Search | null,
): { category: string; services: readonly string[] } {
  const named = (search?.plan.services ?? []).flatMap((slugs) => (slugs.length === 1 ? slugs : []));
  const first = query.servicio ? categorySlug(query.servicio) : named[0];
  if (first === undefined) return { category: ANY_SERVICE, services: [] };
  const second = named.find((slug) => slug !== first && FIXED_SLUGS.has(slug));
  return second && FIXED_SLUGS.has(first)
    ? { category: servicePair(first, second), services: [first, second] }
    : { category: first, services: [first] };
}

/**
 * Every condition of the page but the cursor, on the listing rows (and the document of the
 * professional for the search's words): the listing rule, the category, each filter and the search.
 * The results count runs the same conditions.
 */
export function findingConditions(db: Db, query: FindingQuery, now: Date, search: Search | null): SQL {
  const rows = listedRows(query, search);
  const plan = search?.plan;
  // The search's service words but those the rows already are.
  const services = (plan?.services ?? []).filter(
    (slugs) => !(slugs.length === 1 && rows.services.includes(slugs[0]!)),
  );
  const text = plan ? textCondition(plan.text, search) : undefined;
  const documents = search?.documents;
  return and(
    eq(l.categorySlug, rows.category),
    rows.services.length === 2 ? isPairRow(l.categorySlug) : undefined,
    listedCondition(now, l),
    publicCategoryCondition(db, query.servicio),
    ...(query.opciones ?? []).map((option) => eq(l[option], true)),
    query.verificados === 'true' ? verifiedCondition(query.servicio) : undefined,
    query.respondeRapido === 'true' ? fastResponseCondition(db) : undefined,
    query.trabajoRegistrado === 'true' ? eq(l.trabajoRegistrado, true) : undefined,
    query.antecedentes === 'true' ? gt(l.antecedentesHasta, now) : undefined,
    query.calificacionMin ? gte(l.calificacion, Number(query.calificacionMin)) : undefined,
    query.tarifaMax ? and(eq(l.rateUnit, query.tarifaPor!), lte(l.rateAmount, query.tarifaMax)) : undefined,
    query.dia ? sql`(${l.availableDays} & ${toBits(WEEK_DAYS, [query.dia])}) <> 0` : undefined,
    query.fecha ? availableOnCondition(l, query.fecha, argentineDay(now)) : undefined,
    cityCondition(query),
    plan && isEmpty(plan) ? sql`false` : undefined,
    ...services.map((slugs) => offersOneOf(db, l.professionalId, slugs)),
    plan && plan.places.length > 0 ? inArray(cityKey(l), plan.places.map(foldedParam)) : undefined,
    // The professionals whose document matches: their ids when few (the page joins from them),
    // else a set the planner may probe while it walks the sort's index.
    documents
      ? sql`${l.professionalId} = any(${sql.param(documents)}::uuid[])`
      : text
        ? inArray(l.professionalId, db.select({ id: professionals.id }).from(professionals).where(text))
        : undefined,
  )!;
}
