import type { AccountExport } from '@servihogar/shared/data-rights';
import { professionalIdentity } from '@servihogar/shared/professionals';
import { desc, eq } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/tables/auth.table.ts';
import { comments } from '../../db/tables/comments.table.ts';
import { complaints } from '../../db/tables/complaints.table.ts';
import { favourites } from '../../db/tables/favourites.table.ts';
import { professionalServices, professionals } from '../../db/tables/professionals.table.ts';
import { profileActivityDaily } from '../../db/tables/profile-activity.table.ts';
import { pushSubscriptions } from '../../db/tables/push-subscriptions.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { verificationDocuments } from '../../db/tables/verification-documents.table.ts';
import { whatsAppNumbers } from '../../db/tables/whatsapp.table.ts';
import { AppError } from '../../lib/errors.ts';
import { conversationsPart } from './export-conversations.ts';
import { guaranteePart } from './export-guarantee.ts';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Everything the product holds about one account, for `GET /account/export`. Written field by field
 * (never `select *` spread out), so a new secret column cannot leak into the file by accident.
 */
export async function exportAccount(
  db: Db,
  accountId: string,
  publicUrl: string,
  now: Date,
): Promise<AccountExport> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account || account.deletedAt) throw new AppError('NOT_FOUND');
  const [professional] = await db.select().from(professionals).where(eq(professionals.accountId, accountId));

  /** The rows of `query` whose `owner` is the account, newest first by `at`. */
  const ownRows = <Q extends PgSelect>(query: Q, owner: PgColumn, at: PgColumn) =>
    query.where(eq(owner, accountId)).orderBy(desc(at));
  const [written, hired, filed, paid, saved, sessions] = await Promise.all([
    ownRows(db.select().from(comments).$dynamic(), comments.authorAccountId, comments.createdAt),
    ownRows(
      db
        .select({ s: solicitudes, nombre: professionals.nombre, apellido: professionals.apellido })
        .from(solicitudes)
        .innerJoin(professionals, eq(professionals.id, solicitudes.professionalId))
        .$dynamic(),
      solicitudes.clientAccountId,
      solicitudes.createdAt,
    ),
    ownRows(db.select().from(complaints).$dynamic(), complaints.authorAccountId, complaints.fechaCarga),
    ownRows(db.select().from(subscriptions).$dynamic(), subscriptions.accountId, subscriptions.createdAt),
    ownRows(db.select().from(favourites).$dynamic(), favourites.clientAccountId, favourites.createdAt),
    ownRows(
      db
        .select({
          id: refreshTokens.id,
          createdAt: refreshTokens.createdAt,
          expiresAt: refreshTokens.expiresAt,
          revokedAt: refreshTokens.revokedAt,
        })
        .from(refreshTokens)
        .$dynamic(),
      refreshTokens.accountId,
      refreshTokens.createdAt,
    ),
  ]);

  return {
    generadoEl: iso(now),
    cuenta: {
      id: account.id,
      email: account.email,
      roles: account.roles,
      nombre: account.nombre,
      apellido: account.apellido,
      numeroContacto: account.numeroContacto,
      dni: account.dni,
      foto: account.foto,
      direccion: account.direccion,
      verificadaEl: isoOrNull(account.verifiedAt),
      suspendidaEl: isoOrNull(account.bannedAt),
      motivoSuspension: account.banReason,
      premiumHasta: isoOrNull(account.premiumUntil),
      creadaEl: iso(account.createdAt),
      actualizadaEl: iso(account.updatedAt),
    },
    perfilProfesional: professional ? await professionalPart(db, professional, publicUrl) : null,
    comentariosEscritos: written.map((c) => ({
      id: c.id,
      profesionalId: c.professionalId,
      nombrePersona: c.nombrePersona,
      descripcion: c.descripcion,
      calificacion: c.calificacion,
      foto: c.foto,
      fecha: iso(c.createdAt),
    })),
    solicitudes: hired.map(({ s, nombre, apellido }) => ({
      id: s.id,
      profesionalId: s.professionalId,
      profesional: `${nombre} ${apellido}`,
      categoria: s.categorySlug,
      fecha: iso(s.createdAt),
      calificada: s.flujoCompleto,
    })),
    denuncias: filed.map((c) => ({
      ticket: c.ticketId,
      titulo: c.titulo,
      descripcion: c.descripcion,
      empresaComercio: c.empresaComercio,
      categoria: c.categoria,
      ciudad: c.ciudad,
      anonima: c.anonymous,
      contacto: c.contacto,
      estado: c.estado,
      fecha: iso(c.fechaCarga),
    })),
    suscripciones: paid.map((s) => ({
      id: s.id,
      tipo: s.type,
      plan: s.plan,
      estadoPago: s.paymentStatus,
      vence: isoOrNull(s.endDate),
      fecha: iso(s.createdAt),
      comprobante: `${publicUrl}/subscriptions/${s.id}/proof`,
    })),
    guardados: saved.map((f) => ({ profesionalId: f.professionalId, fecha: iso(f.createdAt) })),
    sesiones: sessions.map((s) => ({
      id: s.id,
      iniciadaEl: iso(s.createdAt),
      venceEl: iso(s.expiresAt),
      cerradaEl: isoOrNull(s.revokedAt),
    })),
    avisosTelefono: await phoneChannelsPart(db, accountId),
    ...(await conversationsPart(db, accountId, publicUrl)),
    reclamosDeGarantia: await guaranteePart(db, accountId, publicUrl),
  };
}

/** The WhatsApp number and the push devices (by their push service's host: the URL is a secret). */
async function phoneChannelsPart(db: Db, accountId: string): Promise<AccountExport['avisosTelefono']> {
  const [[number], devices] = await Promise.all([
    db.select().from(whatsAppNumbers).where(eq(whatsAppNumbers.accountId, accountId)),
    db.select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, accountId)),
  ]);
  return {
    whatsapp: number ? { numero: number.numero, confirmadoEl: isoOrNull(number.confirmedAt) } : null,
    dispositivos: devices.map((d) => ({
      servicio: new URL(d.endpoint).host,
      registradoEl: iso(d.createdAt),
      ultimoAvisoEl: isoOrNull(d.lastSentAt),
    })),
  };
}

async function professionalPart(
  db: Db,
  p: typeof professionals.$inferSelect,
  publicUrl: string,
): Promise<NonNullable<AccountExport['perfilProfesional']>> {
  const [services, received, documents, activity] = await Promise.all([
    db.select().from(professionalServices).where(eq(professionalServices.professionalId, p.id)),
    db
      .select({
        id: solicitudes.id,
        categorySlug: solicitudes.categorySlug,
        createdAt: solicitudes.createdAt,
        flujoCompleto: solicitudes.flujoCompleto,
      })
      .from(solicitudes)
      .where(eq(solicitudes.professionalId, p.id))
      .orderBy(desc(solicitudes.createdAt)),
    db
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.professionalId, p.id))
      .orderBy(desc(verificationDocuments.createdAt)),
    db
      .select()
      .from(profileActivityDaily)
      .where(eq(profileActivityDaily.professionalId, p.id))
      .orderBy(desc(profileActivityDaily.day), profileActivityDaily.source),
  ]);
  return {
    id: p.id,
    ...professionalIdentity(p),
    zonaCobertura: p.zonaCobertura,
    instagram: p.instagram,
    referencias: p.referencias,
    foto: p.foto,
    latitud: p.latitude,
    longitud: p.longitude,
    calificacion: p.calificacion,
    dadoDeAlta: p.altaUsuario,
    pruebaIniciadaEl: isoOrNull(p.trialStartedAt),
    pagadoHasta: isoOrNull(p.paidUntil),
    ultimoPago: isoOrNull(p.ultimoPago),
    creadoEl: iso(p.createdAt),
    servicios: services.map((s) => ({
      categoria: s.categorySlug,
      semanal: s.semanal,
      mensual: s.mensual,
      personasEnfermas: s.personasEnfermas,
      personasMayores: s.personasMayores,
      personasDiscapacitadas: s.personasDiscapacitadas,
      descripcion: s.descripcion,
    })),
    solicitudesRecibidas: received.map((r) => ({
      id: r.id,
      categoria: r.categorySlug,
      fecha: iso(r.createdAt),
      calificada: r.flujoCompleto,
    })),
    actividad: activity.map((a) => ({
      dia: a.day,
      origen: a.source,
      visitas: a.views,
      pedidosDeDatos: a.reveals,
    })),
    documentos: documents.map((d) => ({
      id: d.id,
      tipo: d.kind,
      estado: d.status,
      motivo: d.motivo,
      fecha: iso(d.createdAt),
      archivo: `${publicUrl}/verification/documents/${d.id}/file`,
    })),
  };
}
