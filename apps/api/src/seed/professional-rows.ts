import { randomUUID } from 'node:crypto';
import { DAY_MS } from '@servihogar/shared/constants';
import { dniKey } from '@servihogar/shared/professionals';
import type { professionalServices, professionals } from '../db/tables/professionals.table.ts';
import { DEMO_CITIES, DEMO_PAIS, DEMO_PROVINCIA } from './demo-cities.ts';
import type { DemoLifecycle, DemoProfessional } from './demo-professional-types.ts';
import { hashString } from './svg-text.ts';

type ProfessionalRow = typeof professionals.$inferInsert & { id: string };
type ServiceRow = typeof professionalServices.$inferInsert;

const HOUR_MS = DAY_MS / 24;
// About ±450 m, so professionals of one town are distinct points on the map.
const JITTER_DEGREES = 0.004;

function jitter(seed: number): number {
  return ((seed % 2001) / 1000 - 1) * JITTER_DEGREES;
}

/** Lifecycle columns for one state; `free` and `cuotaVencida` are derived from them at read time. */
function lifecycleColumns(lifecycle: DemoLifecycle, createdAt: Date, now: Date) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS - 2 * HOUR_MS);
  const trialLongAgo = new Date(createdAt.getTime() + DAY_MS);
  switch (lifecycle.kind) {
    case 'pending':
      return { altaUsuario: false };
    case 'trial':
    case 'trial-expired':
      return { altaUsuario: true, trialStartedAt: ago(lifecycle.trialDaysAgo) };
    case 'free-suspended':
      return { altaUsuario: true, trialStartedAt: ago(lifecycle.trialDaysAgo), freeSuspended: true };
    case 'paid':
    case 'overdue':
      return {
        altaUsuario: true,
        trialStartedAt: trialLongAgo,
        ultimoPago: ago(lifecycle.lastPaymentDaysAgo),
        paidUntil: new Date(now.getTime() + lifecycle.paidDaysLeft * DAY_MS),
      };
  }
}

export function buildProfessionalRows(
  demo: readonly DemoProfessional[],
  now: Date,
  fotoOf: (id: string) => string,
): { professionals: ProfessionalRow[]; services: ServiceRow[] } {
  const professionalRows: ProfessionalRow[] = [];
  const services: ServiceRow[] = [];
  for (const p of demo) {
    const id = randomUUID();
    const city = DEMO_CITIES[p.city];
    const seed = hashString(p.email);
    const createdAt = new Date(now.getTime() - p.createdDaysAgo * DAY_MS - (seed % 20) * HOUR_MS);
    professionalRows.push({
      id,
      nombre: p.nombre,
      apellido: p.apellido,
      dni: p.dni,
      dniKey: dniKey(p.dni),
      edad: p.edad,
      email: p.email,
      numeroContacto: p.contacto,
      pais: DEMO_PAIS,
      localidad: DEMO_PROVINCIA,
      ciudad: city.ciudad,
      zonaCobertura: p.zonaCobertura,
      instagram: p.instagram ?? null,
      referencias: p.referencias,
      foto: fotoOf(id),
      latitude: city.lat + jitter(seed),
      longitude: city.lon + jitter(seed >>> 11),
      createdAt,
      ...lifecycleColumns(p.lifecycle, createdAt, now),
    });
    for (const s of p.servicios) {
      services.push({
        professionalId: id,
        categorySlug: s.tipo,
        semanal: s.semanal ?? false,
        mensual: s.mensual ?? false,
        personasEnfermas: s.personasEnfermas ?? false,
        personasMayores: s.personasMayores ?? false,
        personasDiscapacitadas: s.personasDiscapacitadas ?? false,
        descripcion: s.descripcion,
      });
    }
  }
  return { professionals: professionalRows, services };
}
