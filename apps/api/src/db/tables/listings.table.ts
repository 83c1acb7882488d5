import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { listedProfessionalColumns, listedServiceColumns, professionals } from './professionals.table.ts';

/** The category of the listing row that stands for all of a professional's services. */
export const ANY_SERVICE = '*';

/**
 * The category of the listing rows of those who offer both fixed services (decision 0045): each
 * row is the first service's (its options and rate).
 */
export const servicePair = (first: string, second: string) => `${first}+${second}`;

/**
 * Whether a row is a pair's: the predicate of listings_pair_point_idx, which a query on a pair's
 * rows states too, so the planner may use that index.
 */
export const isPairRow = (slug: AnyPgColumn) => sql`${slug} like '%+%'`;

/**
 * Decision 0041: what the category pages, the filters and the search read, one row per
 * professional and service, one per ordered pair of its fixed services (decision 0045), plus one
 * ANY_SERVICE row per professional, so that category + city + sort is one index range. Kept by
 * triggers (migrations 0019, 0021) from `professionals` and `professional_services`, never written
 * by the app; every column bears the name of the column it copies (listings.test.ts holds them
 * equal).
 */
export const listings = pgTable(
  'listings',
  {
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    categorySlug: text('category_slug').notNull(),
    ...listedProfessionalColumns(),
    ...listedServiceColumns(),
  },
  (t) => {
    const city = sql`servihogar_fold(${t.ciudad})`;
    const point = sql`ll_to_earth(${t.latitude}, ${t.longitude})`;
    const byName = [t.nombre, t.apellido, t.professionalId] as const;
    // Fresh each time: drizzle-kit loses `desc()` on an indexed column used twice.
    const byRating = () => [t.calificacion.desc(), ...byName] as const;
    const byDate = () => [t.createdAt.desc(), t.professionalId] as const;
    const byRate = [t.rateAmount, t.professionalId] as const;
    // "Destacados primero" (decision 0067): the featured first, then as the rating sort.
    const byFeatured = () => [t.destacado.desc(), ...byRating()] as const;
    // Every other column after the name's order (decision 0047): the filters, the listing rule and
    // the count read a city's rows (or a category's) from the index alone, never the table.
    const everyOther = Object.values(t).filter(
      (column) => !([t.categorySlug, ...byName] as unknown[]).includes(column),
    );
    // Each sort's order, within a category and within a category and a city.
    return [
      primaryKey({ columns: [t.professionalId, t.categorySlug] }),
      index('listings_name_idx').on(t.categorySlug, ...byName),
      index('listings_city_name_idx').on(t.categorySlug, city, ...byName, ...everyOther),
      index('listings_rating_idx').on(t.categorySlug, ...byRating()),
      index('listings_city_rating_idx').on(t.categorySlug, city, ...byRating()),
      index('listings_date_idx').on(t.categorySlug, ...byDate()),
      index('listings_city_date_idx').on(t.categorySlug, city, ...byDate()),
      index('listings_featured_idx').on(t.categorySlug, ...byFeatured()),
      index('listings_city_featured_idx').on(t.categorySlug, city, ...byFeatured()),
      index('listings_rate_idx').on(t.categorySlug, ...byRate),
      index('listings_city_rate_idx').on(t.categorySlug, city, ...byRate),
      // Nearest first (cube's KNN) within a category and a city; btree_gist for the text columns.
      index('listings_point_idx').using('gist', t.categorySlug, city, point),
      // A pair's rows nearest first (decision 0045): apart, as in the index above they are scattered
      // among their first service's rows, and a walk for one pair read ten times the pages.
      index('listings_pair_point_idx').using('gist', t.categorySlug, point).where(isPairRow(t.categorySlug)),
    ];
  },
);
