import { PUBLIC_COORDINATE_DECIMALS } from '@servihogar/shared/constants';
import type { PublicProfessional, Service } from '@servihogar/shared/professionals';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../categories/categories.table.ts';
import { professionalServices, professionals } from './professionals.table.ts';

/** Only what anyone may see: never the phone, e-mail or dni. */
export const publicColumns = {
  id: professionals.id,
  nombre: professionals.nombre,
  apellido: professionals.apellido,
  createdAt: professionals.createdAt,
  pais: professionals.pais,
  localidad: professionals.localidad,
  ciudad: professionals.ciudad,
  zonaCobertura: professionals.zonaCobertura,
  calificacion: professionals.calificacion,
  foto: professionals.foto,
  instagram: professionals.instagram,
  referencias: professionals.referencias,
  latitude: professionals.latitude,
  longitude: professionals.longitude,
  identityVerified: professionals.identityVerified,
  licenseVerified: professionals.licenseVerified,
};
export type PublicRow = Pick<typeof professionals.$inferSelect, keyof typeof publicColumns>;

/** Adds each professional's services, loaded for the whole page in one query. */
export async function withServices(db: Db, rows: PublicRow[]): Promise<PublicProfessional[]> {
  const services = await servicesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toPublic(row, services.get(row.id) ?? []));
}

type ServiceRow = typeof professionalServices.$inferSelect;

/** A stored service as the API shows it, with `tipo` as given (the category's name or slug). */
export function asService(s: ServiceRow, tipo: string): Service {
  return {
    tipo,
    semanal: s.semanal,
    mensual: s.mensual,
    personasEnfermas: s.personasEnfermas,
    personasMayores: s.personasMayores,
    personasDiscapacitadas: s.personasDiscapacitadas,
    ...(s.descripcion ? { descripcion: s.descripcion } : {}),
  };
}

async function servicesOf(db: Db, ids: string[]): Promise<Map<string, Service[]>> {
  const byProfessional = new Map<string, Service[]>();
  if (ids.length === 0) return byProfessional;
  const rows = await db
    .select({ service: professionalServices, tipo: categories.type })
    .from(professionalServices)
    .innerJoin(categories, eq(categories.slug, professionalServices.categorySlug))
    // A category still pending moderation is not shown publicly, not even on its professionals.
    .where(and(inArray(professionalServices.professionalId, ids), eq(categories.status, 'aprobada')))
    .orderBy(sql`${categories.position} asc nulls last`, asc(categories.type));
  for (const { service: s, tipo } of rows) {
    const list = byProfessional.get(s.professionalId) ?? [];
    list.push(asService(s, tipo));
    byProfessional.set(s.professionalId, list);
  }
  return byProfessional;
}

const SCALE = 10 ** PUBLIC_COORDINATE_DECIMALS;
/** A published coordinate: precise to about 100 m, so no home address can be read from it. */
export const coarse = (degrees: number): number => Math.round(degrees * SCALE) / SCALE;

function toPublic(row: PublicRow, servicio: Service[]): PublicProfessional {
  const hasLocation = row.latitude !== null && row.longitude !== null;
  return {
    _id: row.id,
    nombre: row.nombre,
    apellido: row.apellido,
    createdAt: row.createdAt.toISOString(),
    pais: row.pais,
    localidad: row.localidad,
    ciudad: row.ciudad,
    zonaCobertura: row.zonaCobertura,
    calificacion: row.calificacion,
    foto: row.foto,
    instagram: row.instagram,
    referencias: row.referencias,
    location: hasLocation ? { coordinates: [coarse(row.longitude!), coarse(row.latitude!)] } : null,
    servicio,
    identidadVerificada: row.identityVerified,
    matriculado: row.licenseVerified,
  };
}
