import { INVOICE_STATES } from '@servihogar/shared/invoices';
import { type AnyPgColumn, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamptz } from '../columns.ts';
import { checkIn } from '../sql-helpers.ts';
import { subscriptions } from './subscriptions.table.ts';
import { accounts } from './users.table.ts';

/**
 * ARCA's comprobantes (issue 46, decision 0068): one per confirmed subscription period (a Factura)
 * and one per refund (a Nota de Crédito associated to it). Written in the transaction that confirms
 * the period, issued later by a keyed job (WSAA + WSFEv1). `numero` is kept before FECAESolicitar is
 * sent, so a retry asks FECompConsultar for it first and a repeat never issues twice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: primaryId(),
    /** What caused it, unique: `transfer:<subscription>`, `mp:<payment>`, `nc:<invoice>`. */
    sourceKey: text('source_key').notNull().unique(),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The Factura a Nota de Crédito cancels (CbtesAsoc). */
    associatedId: uuid('associated_id').references((): AnyPgColumn => invoices.id),
    cbteTipo: integer('cbte_tipo').notNull(),
    puntoVenta: integer('punto_venta').notNull(),
    /** Reserved before FECAESolicitar; null until then. */
    numero: integer('numero'),
    /** Amount in ARS, two decimals ('15000.00'). */
    importe: text('importe').notNull(),
    /** 96 (DNI) or 99 (consumidor final sin identificar) and its number. */
    docTipo: integer('doc_tipo').notNull(),
    docNro: text('doc_nro').notNull(),
    receptor: text('receptor').notNull(),
    /** The plan and the period: the concept printed on the comprobante. */
    concepto: text('concepto').notNull(),
    servicioDesde: text('servicio_desde').notNull(),
    servicioHasta: text('servicio_hasta').notNull(),
    /** 'pendiente' until ARCA answers; 'emitida' with its CAE; 'rechazada' with ARCA's message. */
    estado: text('estado').notNull().default('pendiente'),
    /** Issue date (YYYY-MM-DD, Argentina) as sent to ARCA. */
    fecha: text('fecha'),
    cae: text('cae'),
    caeVencimiento: text('cae_vencimiento'),
    /** ARCA's Observaciones / Errors of a rejection, or the last reason it is still pending. */
    mensaje: text('mensaje'),
    createdAt: createdAt(),
    issuedAt: timestamptz('issued_at'),
  },
  (t) => [
    checkIn('invoices_estado_valid', t.estado, INVOICE_STATES),
    index('invoices_account_idx').on(t.accountId, t.createdAt.desc()),
    index('invoices_created_idx').on(t.createdAt.desc()),
    index('invoices_subscription_idx').on(t.subscriptionId),
  ],
);

/** WSAA's access ticket per service, shared by every replica until it expires. */
export const arcaTickets = pgTable('arca_tickets', {
  service: text('service').primaryKey(),
  token: text('token').notNull(),
  sign: text('sign').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});
