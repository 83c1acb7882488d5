import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamptz } from '../columns.ts';

export type Direccion = {
  calle: string;
  numero: string;
  ciudad: string;
  codigoPostal: string;
  pais: string;
};

export const accounts = pgTable(
  'accounts',
  {
    id: primaryId(),
    // Stored lower-cased so the plain unique index makes e-mails case-insensitive.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    nombre: text('nombre').notNull(),
    apellido: text('apellido').notNull(),
    numeroContacto: text('numero_contacto'),
    dni: text('dni'),
    /** Public URL of the photo (FileStorage.publicUrl of its key). */
    foto: text('foto'),
    direccion: jsonb('direccion').$type<Direccion>(),
    verifiedAt: timestamptz('verified_at'),
    bannedAt: timestamptz('banned_at'),
    banReason: text('ban_reason'),
    /**
     * Access tokens issued before this instant are refused (logout, logout-all, password change or
     * reset, ban, refresh-token reuse move it forward); the per-request account lookup checks it.
     */
    tokensValidAfter: timestamptz('tokens_valid_after'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** End of the client's approved 'premium' plan (no advertising while ahead of now). */
    premiumUntil: timestamptz('premium_until'),
    /**
     * Set when the person deleted its account (Ley 25.326): the row stays, emptied of personal data,
     * so billing records and the comments' authorship keep pointing at something.
     */
    deletedAt: timestamptz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_email_key').on(t.email),
    check('accounts_email_lower', sql`${t.email} = lower(${t.email})`),
    index('accounts_roles_idx').using('gin', t.roles),
    index('accounts_created_at_idx').on(t.createdAt.desc()),
  ],
);

/** The account a row belongs to: it goes when the account goes. */
export const ownedByAccount = () =>
  uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });
