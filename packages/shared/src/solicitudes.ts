import { z } from 'zod';
import { SHORT_TEXT_MAX } from './constants.ts';
import * as msg from './messages.ts';

// Hire requests (product §10): "Ver datos" creates one and is the only way contact data leaves the server.

/**
 * `POST /solicitudes` body (Cliente or Admin): the professional and the service (category slug, or
 * its name) the client is hiring for; the professional must offer it.
 */
export const hireBodySchema = z.object({
  professionalId: z.guid(msg.api.invalidId),
  servicio: z
    .string(msg.hire.serviceNotOffered)
    .trim()
    .min(1, msg.hire.serviceNotOffered)
    .max(SHORT_TEXT_MAX, msg.hire.serviceNotOffered),
});
export type HireBody = z.infer<typeof hireBodySchema>;

export const solicitudSchema = z.object({
  _id: z.guid(),
  professionalId: z.guid(),
  /** Category slug; null only if that category was deleted afterwards. */
  servicio: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** True once the client rated it (then the rating page shows the thank-you). */
  flujoCompleto: z.boolean(),
});
export type Solicitud = z.infer<typeof solicitudSchema>;

/** What the contact modal shows (§2). */
export const contactoSchema = z.object({
  nombre: z.string(),
  apellido: z.string(),
  edad: z.number(),
  numeroContacto: z.string(),
  email: z.string(),
  zonaCobertura: z.string().nullable(),
});
export type Contacto = z.infer<typeof contactoSchema>;

/**
 * `POST /solicitudes` → 201 with a new solicitud (and the rating e-mail sent to the client), or 200
 * with the client's open solicitud for the same professional created the same day (no new e-mail).
 */
export const hireResponseSchema = z.object({ solicitud: solicitudSchema, contacto: contactoSchema });
export type HireResponse = z.infer<typeof hireResponseSchema>;

/** An entry of "Mis solicitudes" (`GET /solicitudes/mine`, newest first). */
export const mySolicitudSchema = solicitudSchema.omit({ professionalId: true }).extend({
  professional: z.object({
    _id: z.guid(),
    nombre: z.string(),
    apellido: z.string(),
    foto: z.string().nullable(),
  }),
});
export type MySolicitud = z.infer<typeof mySolicitudSchema>;

export const mySolicitudesResponseSchema = z.object({ solicitudes: z.array(mySolicitudSchema) });
export type MySolicitudesResponse = z.infer<typeof mySolicitudesResponseSchema>;

/** `GET /auth/getInfoSoli/{email}/{idSoli}`: the caller must be that e-mail's account (or an Admin). */
export const solicitudInfoParamsSchema = z.object({
  email: z.string().trim().min(1, msg.api.invalidId),
  idSoli: z.guid(msg.api.invalidId),
});

export const solicitudInfoResponseSchema = z.object({ flujoCompleto: z.boolean() });
export type SolicitudInfoResponse = z.infer<typeof solicitudInfoResponseSchema>;

/** The rating page of a solicitud (§2), the link of the e-mail; `servicio` is the `{alt}` slug. */
export function ratingPath(servicio: string, professionalId: string, idSoli: string): string {
  return `/dash/professionals/${encodeURIComponent(servicio)}/${professionalId}/${idSoli}/calificacion`;
}
