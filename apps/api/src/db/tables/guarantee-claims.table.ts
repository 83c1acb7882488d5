import { GUARANTEE_DECISIONS, GUARANTEE_ESTADOS, GUARANTEE_MOTIVOS } from '@servihogar/shared/guarantee';
import { sql } from 'drizzle-orm';
import { date, index, pgSequence, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamptz } from '../columns.ts';
import { checkIn } from '../sql-helpers.ts';
import { professionalColumn } from './references.ts';
import { solicitudes } from './solicitudes.table.ts';
import { accounts } from './users.table.ts';

/** The number of each claim (`GAR-YYYY-NNNNNNNN`): a sequence never hands the same value out twice. */
export const guaranteeClaimSeq = pgSequence('guarantee_claim_seq', { startWith: 1 });

/**
 * Guarantee claims (issue 45, decision 0066): a client's claim on a verified hire, the
 * professional's one answer and an admin's decision. `professional_id` is the professional (as in
 * solicitudes); a decision 'cliente' counts on their record (the partial index below).
 */
export const guaranteeClaims = pgTable(
  'guarantee_claims',
  {
    id: primaryId(),
    codigo: text('codigo').notNull().unique(),
    solicitudId: uuid('solicitud_id')
      .notNull()
      .references(() => solicitudes.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    professionalId: professionalColumn(),
    motivo: text('motivo').notNull(),
    descripcion: text('descripcion').notNull(),
    /** Private file keys (under private/), never served by /uploads: up to 3 photos. */
    fotoKeys: text('foto_keys').array().notNull().default(sql`'{}'::text[]`),
    estado: text('estado').notNull().default('abierto'),
    respuesta: text('respuesta'),
    respondidoAt: timestamptz('respondido_at'),
    /** Fixed when filed, with the holidays known then: the professional's last day to answer. */
    respuestaHasta: date('respuesta_hasta', { mode: 'string' }).notNull(),
    /** Fixed when filed: the admins' last day to decide (the queue's "Quedan N días hábiles"). */
    decisionHasta: date('decision_hasta', { mode: 'string' }).notNull(),
    decision: text('decision'),
    resultado: text('resultado'),
    decididoAt: timestamptz('decidido_at'),
    decididoPor: uuid('decidido_por').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    checkIn('guarantee_claims_motivo_valid', t.motivo, GUARANTEE_MOTIVOS),
    checkIn('guarantee_claims_estado_valid', t.estado, GUARANTEE_ESTADOS),
    checkIn('guarantee_claims_decision_valid', t.decision, GUARANTEE_DECISIONS),
    // One open claim per solicitud (the rule is also checked first for its Spanish message).
    uniqueIndex('guarantee_claims_open_idx').on(t.solicitudId).where(sql`${t.estado} <> 'decidido'`),
    // The 5-a-month limit and "Mis solicitudes".
    index('guarantee_claims_client_idx').on(t.clientId, t.createdAt.desc()),
    // The admins' queue: undecided ones by deadline.
    index('guarantee_claims_queue_idx').on(t.decisionHasta).where(sql`${t.estado} <> 'decidido'`),
    // The professional's record (and the destacado rule): decisions for the client.
    index('guarantee_claims_against_idx')
      .on(t.professionalId, t.decididoAt)
      .where(sql`${t.decision} = 'cliente'`),
  ],
);
