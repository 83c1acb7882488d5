import { certificateLapsesOn } from '@servihogar/shared/badges';
import { PUBLIC_COORDINATE_DECIMALS, PUBLIC_DISTANCE_DECIMALS } from '@servihogar/shared/constants';
import { fromBits, type RateUnit, TIME_SLOTS, WEEK_DAYS } from '@servihogar/shared/finding';
import type { PublicProfessional, Service } from '@servihogar/shared/professionals';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { thumbnailUrlOf } from '../lib/thumbnails.ts';
import type { Db } from './client.ts';
import { categories } from './tables/categories.table.ts';
import { professionalServices, professionals } from './tables/professionals.table.ts';
import { professionalResponseStats as stats } from './tables/solicitudes.table.ts';

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
  trabajoRegistrado: professionals.trabajoRegistrado,
  availableDays: professionals.availableDays,
  availableSlots: professionals.availableSlots,
  destacado: professionals.destacado,
  antecedentesEmitido: professionals.antecedentesEmitido,
};
export type PublicRow = Pick<typeof professionals.$inferSelect, keyof typeof publicColumns> &
  Partial<SignalRow>;

type SignalRow = { signalPercent: number | null; signalDelay: 'hora' | 'dia' | 'dias' | null };
/**
 * The response signal of a card (decision 0031): the professional's summary row, by primary key;
 * null columns when it has none or fewer than 3 requests.
 */
export const signalColumns = {
  signalPercent: sql<
    number | null
  >`(select ${stats.signalPercent} from ${stats} where ${stats.professionalId} = ${professionals.id})`,
  signalDelay: sql<
    SignalRow['signalDelay']
  >`(select ${stats.signalDelay} from ${stats} where ${stats.professionalId} = ${professionals.id})`,
};

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
    ...rateOf(s),
  };
}

/** `tarifa` when the professional gave one (nothing otherwise: old services show nothing invented). */
export function rateOf(s: { rateAmount: number | null; rateUnit: string | null }): Pick<Service, 'tarifa'> {
  return s.rateUnit ? { tarifa: { monto: s.rateAmount, unidad: s.rateUnit as RateUnit } } : {};
}

function servicesOf(db: Db, ids: string[]): Promise<Map<string, Service[]>> {
  return approvedServicesOf(db, ids, asService);
}

/**
 * Each professional's services in categories already approved (a category still pending
 * moderation is not shown publicly, not even on its professionals), in the public order, each as
 * `shape` makes it; one query for all `ids`.
 */
export async function approvedServicesOf<T>(
  db: Db,
  ids: string[],
  shape: (service: ServiceRow, tipo: string) => T,
): Promise<Map<string, T[]>> {
  const byProfessional = new Map<string, T[]>();
  if (ids.length === 0) return byProfessional;
  const rows = await db
    .select({ service: professionalServices, tipo: categories.type })
    .from(professionalServices)
    .innerJoin(categories, eq(categories.slug, professionalServices.categorySlug))
    .where(and(inArray(professionalServices.professionalId, ids), eq(categories.status, 'aprobada')))
    .orderBy(sql`${categories.position} asc nulls last`, asc(categories.type));
  for (const { service, tipo } of rows) {
    const list = byProfessional.get(service.professionalId) ?? [];
    list.push(shape(service, tipo));
    byProfessional.set(service.professionalId, list);
  }
  return byProfessional;
}

type ServiceJson = Omit<Service, 'descripcion' | 'tarifa'> & {
  descripcion: string | null;
  rateAmount: number | null;
  rateUnit: string | null;
};

/**
 * The row's approved services as one JSON array, computed in the listing query itself (one round
 * trip for a whole page), in the order of `servicesOf`.
 */
export const servicesJson = sql<ServiceJson[]>`coalesce((
  select json_agg(json_build_object(
    'tipo', ${categories.type}, 'semanal', ${professionalServices.semanal},
    'mensual', ${professionalServices.mensual}, 'personasEnfermas', ${professionalServices.personasEnfermas},
    'personasMayores', ${professionalServices.personasMayores},
    'personasDiscapacitadas', ${professionalServices.personasDiscapacitadas},
    'descripcion', ${professionalServices.descripcion}, 'rateAmount', ${professionalServices.rateAmount},
    'rateUnit', ${professionalServices.rateUnit})
    order by ${categories.position} asc nulls last, ${categories.type} asc)
  from ${professionalServices} join ${categories} on ${categories.slug} = ${professionalServices.categorySlug}
  where ${professionalServices.professionalId} = ${professionals.id} and ${categories.status} = 'aprobada'
), '[]'::json)`;

/** A row that carries its services (`servicesJson`) as the API shows it. */
export function toPublicWithServices(row: PublicRow & { servicio: ServiceJson[] }): PublicProfessional {
  return toPublic(
    row,
    row.servicio.map(({ descripcion, rateAmount, rateUnit, ...rest }) => ({
      ...rest,
      ...(descripcion ? { descripcion } : {}),
      ...rateOf({ rateAmount, rateUnit }),
    })),
  );
}

const KM_SCALE = 10 ** PUBLIC_DISTANCE_DECIMALS;
/** Meters as a published distance in km: coarse as the coordinates (exact ones would triangulate). */
export const publicKm = (meters: number): number => Math.round((meters / 1000) * KM_SCALE) / KM_SCALE;

const SCALE = 10 ** PUBLIC_COORDINATE_DECIMALS;
/** A published coordinate: precise to about 100 m, so no home address can be read from it. */
export const coarse = (degrees: number): number => Math.round(degrees * SCALE) / SCALE;

/**
 * What anyone may see of a professional. `exact` keeps the stored coordinates: only for the
 * professional's own account and admins (toPrivate); anyone else gets them coarse.
 */
export function toPublic(row: PublicRow, servicio: Service[], { exact = false } = {}): PublicProfessional {
  const place = exact ? (degrees: number) => degrees : coarse;
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
    fotoMiniatura: thumbnailUrlOf(row.foto),
    instagram: row.instagram,
    referencias: row.referencias,
    location: hasLocation ? { coordinates: [place(row.longitude!), place(row.latitude!)] } : null,
    servicio,
    identidadVerificada: row.identityVerified,
    matriculado: row.licenseVerified,
    trabajoRegistrado: row.trabajoRegistrado,
    destacado: row.destacado,
    // Cleared by the certificate's own job the moment it lapses (verification/certificate.jobs.ts).
    antecedentes: row.antecedentesEmitido
      ? { emitido: row.antecedentesEmitido, vence: certificateLapsesOn(row.antecedentesEmitido) }
      : null,
    ...(row.signalPercent === undefined
      ? {}
      : {
          respuesta:
            row.signalPercent === null
              ? null
              : { percent: row.signalPercent, delay: row.signalDelay ?? null },
        }),
    ...(row.availableDays !== null || row.availableSlots !== null
      ? {
          disponibilidad: {
            dias: fromBits(WEEK_DAYS, row.availableDays ?? 0),
            franjas: fromBits(TIME_SLOTS, row.availableSlots ?? 0),
          },
        }
      : {}),
  };
}
