import { z } from 'zod';
import * as msg from './messages.ts';
import { professionalIdentitySchema } from './professionals.ts';

// Data rights (issue 16, part 3; Ley 25.326 de Protección de los Datos Personales): the person's
// copy of its data and the deletion of its account.

/** `DELETE /account`: the current password confirms it. */
export const deleteAccountBodySchema = z.object({
  password: z.string(msg.password.currentRequired).min(1, msg.password.currentRequired),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** What a deleted person's written comments and complaints show instead of its name. */
export const DELETED_USER_NAME = msg.dataRights.deletedUser;

/** The file name of the export, e.g. `servihogar-mis-datos-2026-11-24.json`. */
export const exportFileName = (at: Date): string =>
  `servihogar-mis-datos-${at.toISOString().slice(0, 10)}.json`;

const when = z.iso.datetime({ offset: true });
const maybe = when.nullable();

/**
 * `GET /account/export`: everything ServiHogar holds about the caller. Files are links; password
 * hashes, token hashes and one-time codes never appear.
 */
export const accountExportSchema = z.object({
  generadoEl: when,
  cuenta: z.object({
    id: z.guid(),
    email: z.string(),
    roles: z.array(z.string()),
    nombre: z.string(),
    apellido: z.string(),
    numeroContacto: z.string().nullable(),
    dni: z.string().nullable(),
    foto: z.string().nullable(),
    direccion: z.record(z.string(), z.string()).nullable(),
    verificadaEl: maybe,
    suspendidaEl: maybe,
    motivoSuspension: z.string().nullable(),
    premiumHasta: maybe,
    creadaEl: when,
    actualizadaEl: when,
  }),
  perfilProfesional: z
    .object({
      id: z.guid(),
      ...professionalIdentitySchema.shape,
      zonaCobertura: z.string().nullable(),
      instagram: z.string().nullable(),
      referencias: z.string().nullable(),
      foto: z.string().nullable(),
      latitud: z.number().nullable(),
      longitud: z.number().nullable(),
      calificacion: z.number(),
      dadoDeAlta: z.boolean(),
      pruebaIniciadaEl: maybe,
      pagadoHasta: maybe,
      ultimoPago: maybe,
      creadoEl: when,
      servicios: z.array(
        z.object({
          categoria: z.string(),
          semanal: z.boolean(),
          mensual: z.boolean(),
          personasEnfermas: z.boolean(),
          personasMayores: z.boolean(),
          personasDiscapacitadas: z.boolean(),
          descripcion: z.string().nullable(),
        }),
      ),
      /** Hire requests received: when and for what, never who (that is the client's data). */
      solicitudesRecibidas: z.array(
        z.object({ id: z.guid(), categoria: z.string().nullable(), fecha: when, calificada: z.boolean() }),
      ),
      /** The profile's daily counts (decision 0033): views per source and contact reveals, never who. */
      actividad: z.array(
        z.object({ dia: z.string(), origen: z.string(), visitas: z.number(), pedidosDeDatos: z.number() }),
      ),
      /** Identity and licence documents sent for verification: the files as links (owner and admins only). */
      documentos: z.array(
        z.object({
          id: z.guid(),
          tipo: z.string(),
          estado: z.string(),
          motivo: z.string().nullable(),
          fecha: when,
          archivo: z.string(),
        }),
      ),
    })
    .nullable(),
  comentariosEscritos: z.array(
    z.object({
      id: z.guid(),
      profesionalId: z.guid(),
      nombrePersona: z.string(),
      descripcion: z.string(),
      calificacion: z.number(),
      foto: z.string().nullable(),
      fecha: when,
    }),
  ),
  solicitudes: z.array(
    z.object({
      id: z.guid(),
      profesionalId: z.guid(),
      profesional: z.string(),
      categoria: z.string().nullable(),
      fecha: when,
      calificada: z.boolean(),
    }),
  ),
  denuncias: z.array(
    z.object({
      ticket: z.string(),
      titulo: z.string(),
      descripcion: z.string(),
      empresaComercio: z.string(),
      categoria: z.string(),
      ciudad: z.string(),
      anonima: z.boolean(),
      contacto: z.string().nullable(),
      estado: z.string(),
      fecha: when,
    }),
  ),
  suscripciones: z.array(
    z.object({
      id: z.guid(),
      tipo: z.string(),
      plan: z.string(),
      estadoPago: z.string(),
      vence: maybe,
      fecha: when,
      /** Private: opens for the signed-in owner (and admins) only. */
      comprobante: z.string(),
    }),
  ),
  guardados: z.array(z.object({ profesionalId: z.guid(), fecha: when })),
  sesiones: z.array(z.object({ id: z.guid(), iniciadaEl: when, venceEl: when, cerradaEl: maybe })),
  /** The phone's channels (issue 42): this account's WhatsApp number and push devices. */
  avisosTelefono: z.object({
    whatsapp: z.object({ numero: z.string(), confirmadoEl: maybe }).nullable(),
    dispositivos: z.array(z.object({ servicio: z.string(), registradoEl: when, ultimoAvisoEl: maybe })),
  }),
  /** The messages this account wrote (issue 42): the other party's are theirs. Photos are links. */
  mensajes: z.array(
    z.object({
      id: z.guid(),
      solicitudId: z.guid(),
      texto: z.string(),
      foto: z.string().nullable(),
      fecha: when,
      ocultadoEl: maybe,
      motivoOcultado: z.string().nullable(),
    }),
  ),
  /** The guarantee claims this account opened as a client (issue 45). Photos are links. */
  reclamosDeGarantia: z.array(
    z.object({
      codigo: z.string(),
      solicitudId: z.guid(),
      motivo: z.string(),
      descripcion: z.string(),
      fotos: z.array(z.string()),
      estado: z.string(),
      respuesta: z.string().nullable(),
      decision: z.string().nullable(),
      resultado: z.string().nullable(),
      fecha: when,
    }),
  ),
  /** The notification centre's rows and the channels chosen for them. */
  notificaciones: z.array(
    z.object({ tipo: z.string(), titulo: z.string(), texto: z.string(), fecha: when, leidaEl: maybe }),
  ),
  preferenciasDeAvisos: z
    .object({
      canales: z.record(z.string(), z.record(z.string(), z.boolean())),
      horasDeSilencio: z.object({ activas: z.boolean(), desde: z.number(), hasta: z.number() }),
    })
    .nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
