import type { FIXED_CATEGORIES } from '@servihogar/shared/constants';
import type { DemoCityKey } from './demo-cities.ts';

export type DemoCategorySlug = (typeof FIXED_CATEGORIES)[number]['slug'];

export type DemoService = {
  tipo: DemoCategorySlug;
  descripcion: string;
  semanal?: boolean;
  mensual?: boolean;
  personasEnfermas?: boolean;
  personasMayores?: boolean;
  personasDiscapacitadas?: boolean;
};

/** Where a professional is in the lifecycle of product §10; day counts are relative to the seed's `now`. */
export type DemoLifecycle =
  | { kind: 'trial'; trialDaysAgo: number }
  | { kind: 'paid'; lastPaymentDaysAgo: number; paidDaysLeft: number }
  | { kind: 'pending' }
  | { kind: 'trial-expired'; trialDaysAgo: number }
  | { kind: 'overdue'; lastPaymentDaysAgo: number; paidDaysLeft: number }
  | { kind: 'free-suspended'; trialDaysAgo: number };

export type DemoProfessional = {
  nombre: string;
  apellido: string;
  dni: string;
  edad: number;
  contacto: string;
  email: string;
  city: DemoCityKey;
  zonaCobertura: string;
  referencias: string;
  instagram?: string;
  servicios: DemoService[];
  lifecycle: DemoLifecycle;
  createdDaysAgo: number;
};

export const trial = (trialDaysAgo: number): DemoLifecycle => ({ kind: 'trial', trialDaysAgo });
export const paid = (lastPaymentDaysAgo: number, paidDaysLeft: number): DemoLifecycle => ({
  kind: 'paid',
  lastPaymentDaysAgo,
  paidDaysLeft,
});
export const pending: DemoLifecycle = { kind: 'pending' };

/** Whether a professional in this state appears in public lists. */
export function isListed(lifecycle: DemoLifecycle): boolean {
  return lifecycle.kind === 'trial' || lifecycle.kind === 'paid';
}
