import { TIME_SLOTS, toBits, WEEK_DAYS } from '@servihogar/shared/finding';
import type { ProfessionalEditBody } from '@servihogar/shared/professionals';
import { normalizeEmail } from '../../accounts/accounts.service.ts';
import type { professionals } from '../../db/tables/professionals.table.ts';

/** The columns the professional form sets (registration and edit alike). */
export function formColumns(body: ProfessionalEditBody) {
  const [longitude, latitude] = body.location.coordinates;
  return {
    nombre: body.nombre,
    apellido: body.apellido,
    dni: body.dni,
    edad: body.edad,
    email: normalizeEmail(body.email),
    numeroContacto: body.numeroContacto,
    pais: body.pais,
    localidad: body.localidad,
    ciudad: body.ciudad,
    zonaCobertura: body.zonaCobertura || null,
    instagram: body.instagram || null,
    referencias: body.referencias || null,
    longitude,
    latitude,
    // Issue 27: only when the form sends it (an older client's save keeps what is stored); nothing
    // ticked is stored as not said.
    ...(body.disponibilidad && {
      availableDays: toBits(WEEK_DAYS, body.disponibilidad.dias) || null,
      availableSlots: toBits(TIME_SLOTS, body.disponibilidad.franjas) || null,
    }),
  } satisfies Partial<typeof professionals.$inferInsert>;
}
