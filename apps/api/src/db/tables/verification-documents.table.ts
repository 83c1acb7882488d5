import { DOCUMENT_KINDS, DOCUMENT_STATUSES } from '@servihogar/shared/verification';
import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamptz } from '../columns.ts';
import { checkIn } from '../sql-helpers.ts';
import { professionalColumn } from './references.ts';
import { accounts } from './users.table.ts';

/** DNI and matrícula photos and criminal-record certificates (PDF) sent for review: private files (owner and admins only), one row per upload. */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: primaryId(),
    professionalId: professionalColumn(),
    kind: text('kind').notNull(),
    /** Private file key (under private/), never served by /uploads. */
    fileKey: text('file_key').notNull(),
    status: text('status').notNull().default('pendiente'),
    motivo: text('motivo'),
    createdAt: createdAt(),
    decidedAt: timestamptz('decided_at'),
    /** A criminal-record certificate's issue day, as the admin read it when approving (issue 45). */
    issuedOn: date('emitido_el', { mode: 'string' }),
    decidedBy: uuid('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    checkIn('verification_documents_kind_valid', t.kind, DOCUMENT_KINDS),
    checkIn('verification_documents_status_valid', t.status, DOCUMENT_STATUSES),
    index('verification_documents_professional_idx').on(t.professionalId, t.kind, t.createdAt.desc()),
    index('verification_documents_status_idx').on(t.status, t.createdAt),
  ],
);
