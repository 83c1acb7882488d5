import { RATE_UNITS } from '@servihogar/shared/finding';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns.ts';
import { checkIn } from '../sql-helpers.ts';
import { categories } from './categories.table.ts';
import { accounts } from './users.table.ts';

/**
 * The columns of a professional that its listing rows copy under the same names (listings.table.ts,
 * decision 0041): what the list shows, filters and sorts by, and the listing rule's.
 */
export const listedProfessionalColumns = () => ({
  nombre: text('nombre').notNull(),
  apellido: text('apellido').notNull(),
  ciudad: text('ciudad').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /** Mean of the comments' stars (0 while there are none). */
  calificacion: real('calificacion').notNull().default(0),
  altaUsuario: boolean('alta_usuario').notNull().default(false),
  // Lifecycle timestamps and overrides; free / cuotaVencida are derived from them (shared/subscription-lifecycle.ts).
  trialStartedAt: timestamptz('trial_started_at'),
  freeSuspended: boolean('free_suspended').notNull().default(false),
  paidUntil: timestamptz('paid_until'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** Badges of approved verification documents (set in the admin's decision transaction). */
  identityVerified: boolean('identity_verified').notNull().default(false),
  licenseVerified: boolean('license_verified').notNull().default(false),
  /** 'Trabajo registrado' (issue 32): the professional prefers registered work (Ley 26.844). */
  trabajoRegistrado: boolean('trabajo_registrado').notNull().default(false),
  /** Usual working days as bits (lun = 1 … dom = 64; shared/finding.ts toBits); null: not said. */
  availableDays: smallint('available_days'),
  /** "Profesional destacado" (issue 45, decision 0067): written only by the nightly recomputation. */
  destacado: boolean('destacado').notNull().default(false),
  /** When the approved criminal-record certificate stops showing (its issue day + 6 months, Tucumán). */
  antecedentesHasta: timestamptz('antecedentes_hasta'),
});

/** The columns of a service that its listing row copies (on a professional's '*' row: any service's). */
export const listedServiceColumns = () => ({
  semanal: boolean('semanal').notNull().default(false),
  mensual: boolean('mensual').notNull().default(false),
  personasEnfermas: boolean('personas_enfermas').notNull().default(false),
  personasMayores: boolean('personas_mayores').notNull().default(false),
  personasDiscapacitadas: boolean('personas_discapacitadas').notNull().default(false),
  /** Issue 27: the orientative rate in whole pesos (null with 'convenir' or when not given). */
  rateAmount: integer('rate_amount'),
  /** 'hora' | 'jornada' | 'visita' | 'convenir'; null: no rate given ("Hasta $ …" reads it, issue 48). */
  rateUnit: text('rate_unit'),
});

export const professionals = pgTable(
  'professionals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .unique()
      .references(() => accounts.id, { onDelete: 'set null' }),
    ...listedProfessionalColumns(),
    dni: text('dni').notNull(),
    /**
     * `dniKey(dni)`: one professional profile per DNI (unique; null for the duplicates that existed
     * before the rule, kept for an admin to sort out, and for rows written outside the form).
     */
    dniKey: text('dni_key'),
    edad: integer('edad').notNull(),
    /** The contact e-mail clients see and new requests are mailed to: always one its owner confirmed. */
    email: text('email').notNull(),
    /** A new contact e-mail waiting for its confirmation link to be followed (issue 41). */
    pendingEmail: text('pending_email'),
    numeroContacto: text('numero_contacto').notNull(),
    pais: text('pais').notNull(),
    localidad: text('localidad').notNull(),
    zonaCobertura: text('zona_cobertura'),
    instagram: text('instagram'),
    referencias: text('referencias'),
    /** Public URL of the photo (FileStorage.publicUrl of its key). */
    foto: text('foto'),
    ultimoPago: timestamptz('ultimo_pago'),
    /** When the 'trial ends soon' e-mail went out (decision 0006: sent on a visit, not by a job). */
    trialReminderSentAt: timestamptz('trial_reminder_sent_at'),
    /** 'Botón de baja': renewal stopped at this moment; a later payment clears it. */
    bajaAt: timestamptz('baja_at'),
    /**
     * Issue 27: what a search matches, folded (servihogar_fold): name, city, coverage, approved
     * services and their descriptions. Kept by triggers (migration 0014, docs/database.md), never
     * written by the app.
     */
    searchDoc: text('search_doc').notNull().default(''),
    /** Usual time slots as bits (mañana = 1, tarde = 2, noche = 4); null: not said. */
    availableSlots: smallint('available_slots'),
    /** The issue day of the approved criminal-record certificate ("Antecedentes verificados · mes año"). */
    antecedentesEmitido: date('antecedentes_emitido', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('professionals_dni_key').on(t.dniKey),
    index('professionals_name_idx').on(t.nombre, t.apellido, t.id),
    index('professionals_calificacion_idx').on(t.calificacion.desc(), t.nombre, t.apellido, t.id),
    index('professionals_created_at_idx').on(t.createdAt.desc(), t.id),
    index('professionals_earth_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    index('professionals_search_idx').using('gin', t.searchDoc.op('gin_trgm_ops')),
    // The document's exact words (decision 0041: a word found as it is typed is not fuzzed).
    index('professionals_search_words_idx').using(
      'gin',
      sql`to_tsvector('simple'::regconfig, ${t.searchDoc})`,
    ),
    index('professionals_ciudad_idx').on(sql`servihogar_fold(${t.ciudad})`, t.nombre, t.apellido, t.id),
  ],
);

export const professionalServices = pgTable(
  'professional_services',
  {
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    categorySlug: text('category_slug')
      .notNull()
      .references(() => categories.slug, { onUpdate: 'cascade' }),
    ...listedServiceColumns(),
    descripcion: text('descripcion'),
  },
  (t) => [
    primaryKey({ columns: [t.professionalId, t.categorySlug] }),
    checkIn('professional_services_rate_unit_valid', t.rateUnit, RATE_UNITS),
    index('professional_services_category_idx').on(t.categorySlug, t.professionalId),
  ],
);
