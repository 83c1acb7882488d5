import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, real, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns.ts';
import { professionalColumn } from './references.ts';

/**
 * Where each professional stands on the "Profesional destacado" rules (issue 45, decision 0067):
 * written only by the nightly recomputation (set-based, features/badges/standings.sql.ts), read by
 * the professional's tracker. The badge itself is `professionals.destacado`, copied to `listings`.
 */
export const professionalStandings = pgTable('professional_standings', {
  professionalId: professionalColumn().primaryKey(),
  /** Mean stars of the verified-hire reviews of the last 12 months, two decimals; null without any. */
  promedio: real('promedio'),
  resenas: integer('resenas').notNull(),
  /** Requests of the last 90 days that did not arrive on a day off, and those answered within the day. */
  pedidos: integer('pedidos').notNull(),
  respondidos: integer('respondidos').notNull(),
  identidad: boolean('identidad').notNull(),
  /** Guarantee claims decided for the client in the last 6 months. */
  reclamos: integer('reclamos').notNull(),
  suscripcion: boolean('suscripcion').notNull(),
  destacado: boolean('destacado').notNull(),
  computedAt: timestamptz('computed_at').notNull(),
  /** The last time the badge was lost, and the rules that failed then. */
  lostAt: timestamptz('lost_at'),
  lostRules: text('lost_rules').array().notNull().default(sql`'{}'::text[]`),
});
