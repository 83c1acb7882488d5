import { TIME_SLOTS, toBits, WEEK_DAYS } from '@servihogar/shared/finding';
import * as msg from '@servihogar/shared/messages';
import { dniKey, type ProfessionalEditBody } from '@servihogar/shared/professionals';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * The columns the professional form sets (registration and edit alike); the contact e-mail is set
 * apart, once confirmed (contact-email.service.ts).
 */
export function formColumns(body: ProfessionalEditBody) {
  const [longitude, latitude] = body.location.coordinates;
  return {
    nombre: body.nombre,
    apellido: body.apellido,
    dni: body.dni,
    dniKey: dniKey(body.dni),
    edad: body.edad,
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
    // Issue 27: only when the form sends it (an older client's save keeps what is stored); nothing
    // ticked is stored as not said.
    ...(body.disponibilidad && {
      availableDays: toBits(WEEK_DAYS, body.disponibilidad.dias) || null,
      availableSlots: toBits(TIME_SLOTS, body.disponibilidad.franjas) || null,
    }),
  } satisfies Partial<typeof professionals.$inferInsert>;
}

const dniTaken = () =>
  new AppError('CONFLICT', msg.professionalForm.dniTaken, { dni: msg.professionalForm.dniTaken });

/**
 * One professional profile per DNI (decision 0030): 409 when another profile (`except` is the one
 * being edited) has it. The unique index `professionals_dni_key` settles two at the same moment:
 * `dniConflict` turns its violation into the same answer.
 */
export async function assertDniFree(db: Db, dni: string, except?: string): Promise<void> {
  const key = dniKey(dni);
  if (key === null) return;
  const [taken] = await db
    .select({ id: professionals.id })
    .from(professionals)
    .where(and(eq(professionals.dniKey, key), except ? ne(professionals.id, except) : undefined))
    .limit(1);
  if (taken) throw dniTaken();
}

export function dniConflict(error: unknown): unknown {
  return isUniqueViolation(error, 'professionals_dni_key') ? dniTaken() : error;
}
