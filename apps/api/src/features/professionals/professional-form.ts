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
    // Absent from an older client's body: the stored choice stays.
    ...(body.trabajoRegistrado === undefined ? {} : { trabajoRegistrado: body.trabajoRegistrado }),
  } satisfies Partial<typeof professionals.$inferInsert>;
}
