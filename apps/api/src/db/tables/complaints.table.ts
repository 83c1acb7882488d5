import {
  COMPLAINT_ESTADOS,
  CRITICIDADES,
  DEFAULT_COMPLAINT_ESTADO,
  DEFAULT_CRITICIDAD,
} from '@servihogar/shared/constants';
import { boolean, index, pgSequence, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { primaryId, timestamptz } from '../columns.ts';
import { checkIn } from '../sql-helpers.ts';
import { accounts } from './users.table.ts';

/** The number of each ticket (`DEN-YYYY-NNNNNN`): a sequence never hands the same value out twice. */
export const complaintTicketSeq = pgSequence('complaint_ticket_seq', { startWith: 1 });

export const complaints = pgTable(
  'complaints',
  {
    id: primaryId(),
    ticketId: text('ticket_id').notNull().unique(),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull(),
    empresaComercio: text('empresa_comercio').notNull(),
    categoria: text('categoria').notNull(),
    /** Shown name: the author's, or 'Anónimo' (the author is still kept for moderation). */
    denunciante: text('denunciante').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    authorAccountId: uuid('author_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    ciudad: text('ciudad').notNull(),
    criticidad: text('criticidad').notNull().default(DEFAULT_CRITICIDAD),
    estado: text('estado').notNull().default(DEFAULT_COMPLAINT_ESTADO),
    /** Visible to admins only. */
    contacto: text('contacto'),
    fechaCarga: timestamptz('fecha_carga').notNull().defaultNow(),
    /** Soft delete: the complaint leaves the feed; the audit log says who deleted it. */
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    checkIn('complaints_criticidad_valid', t.criticidad, CRITICIDADES),
    checkIn('complaints_estado_valid', t.estado, COMPLAINT_ESTADOS),
    index('complaints_fecha_carga_idx').on(t.fechaCarga.desc()),
    index('complaints_author_idx').on(t.authorAccountId),
  ],
);
