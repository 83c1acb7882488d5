import { randomUUID } from 'node:crypto';
import { DAY_MS } from '@servihogar/shared/constants';
import { type RateUnit, TIME_SLOTS, toBits, WEEK_DAYS } from '@servihogar/shared/finding';
import { dniKey } from '@servihogar/shared/professionals';
import { needsLicense } from '@servihogar/shared/verification';
import type { professionalServices, professionals } from '../db/tables/professionals.table.ts';
import { DEMO_CITIES, DEMO_PAIS, DEMO_PROVINCIA } from './demo-cities.ts';
import { type DemoLifecycle, type DemoProfessional, isListed } from './demo-professional-types.ts';
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

// Issue 27: what a demo professional charges, as people in Tucumán quote it (unit and pesos).
const DEMO_RATES: Record<string, { unidad: RateUnit; monto: number }> = {
  ninera: { unidad: 'hora', monto: 3500 },
  'limpieza-domestica': { unidad: 'hora', monto: 4000 },
  'cuidado-de-persona': { unidad: 'hora', monto: 4500 },
  'cama-adentro': { unidad: 'jornada', monto: 35000 },
  casero: { unidad: 'jornada', monto: 25000 },
  'paseador-de-perros': { unidad: 'visita', monto: 3000 },
  plomero: { unidad: 'visita', monto: 15000 },
  gasista: { unidad: 'visita', monto: 18000 },
  pintor: { unidad: 'jornada', monto: 40000 },
  carpintero: { unidad: 'visita', monto: 20000 },
  electricista: { unidad: 'visita', monto: 15000 },
  albanil: { unidad: 'jornada', monto: 45000 },
};

/** A rate derived from the e-mail's hash: one in five gives none (an older profile), one 'a convenir'. */
function demoRate(slug: string, seed: number) {
  const base = DEMO_RATES[slug];
  if (!base || seed % 5 === 0) return { rateAmount: null, rateUnit: null };
  if (seed % 5 === 1) return { rateAmount: null, rateUnit: 'convenir' };
  // 80 % to 120 % of the usual price, rounded to $ 500.
  const monto = Math.round((base.monto * (0.8 + ((seed >>> 3) % 5) * 0.1)) / 500) * 500;
  return { rateAmount: monto, rateUnit: base.unidad };
}

const DEMO_AVAILABILITY = [
  null,
  { dias: ['lun', 'mar', 'mie', 'jue', 'vie'], franjas: ['manana', 'tarde'] },
  { dias: ['sab', 'dom'], franjas: ['manana', 'tarde', 'noche'] },
  { dias: ['lun', 'mie', 'vie'], franjas: ['tarde', 'noche'] },
  { dias: ['mar', 'jue', 'sab'], franjas: ['manana'] },
] as const;

/** Usual days and slots derived from the hash; one in five says nothing (an older profile). */
function demoAvailability(seed: number) {
  const chosen = DEMO_AVAILABILITY[(seed >>> 5) % DEMO_AVAILABILITY.length];
  if (!chosen) return {};
  return {
    availableDays: toBits(WEEK_DAYS, chosen.dias),
    availableSlots: toBits(TIME_SLOTS, chosen.franjas),
  };
}

/**
 * Issue 48: every other listed professional of a category (by their first service) had their DNI —
 * and a gasista's or electricista's matrícula — approved, so that 'Solo verificados' shows someone.
 */
function demoVerifier() {
  const seen = new Map<string, number>();
  return (p: DemoProfessional) => {
    const first = p.servicios[0]?.tipo ?? '';
    const count = seen.get(first) ?? 0;
    if (isListed(p.lifecycle)) seen.set(first, count + 1);
    const identityVerified = isListed(p.lifecycle) && count % 2 === 0;
    return {
      identityVerified,
      licenseVerified: identityVerified && needsLicense(p.servicios.map((s) => s.tipo)),
    };
  };
}

export function buildProfessionalRows(
  demo: readonly DemoProfessional[],
  now: Date,
  fotoOf: (id: string) => string,
): { professionals: ProfessionalRow[]; services: ServiceRow[] } {
  const professionalRows: ProfessionalRow[] = [];
  const services: ServiceRow[] = [];
  const verification = demoVerifier();
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
      ...demoAvailability(seed),
      ...verification(p),
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
        ...demoRate(s.tipo, seed),
      });
    }
  }
  return { professionals: professionalRows, services };
}
