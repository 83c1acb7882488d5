import { CATEGORIES_WITH_CARE_FLAGS, CATEGORIES_WITH_PERIOD_FLAGS, categorySlug } from './constants.ts';

// Without zod (as constants.ts): the profile page shows a service's options without loading the
// validation library with the schemas of professionals.ts.

export const SERVICE_FLAGS = [
  'semanal',
  'mensual',
  'personasEnfermas',
  'personasMayores',
  'personasDiscapacitadas',
] as const;
export type ServiceFlag = (typeof SERVICE_FLAGS)[number];

const includes = (list: readonly string[], slug: string) => list.includes(slug);

/** The extra options a category offers (§5): weekly/monthly for Niñera and Limpieza, care flags for Cuidado. */
export function flagsOf(tipo: string): ServiceFlag[] {
  const slug = categorySlug(tipo);
  if (includes(CATEGORIES_WITH_PERIOD_FLAGS, slug)) return ['semanal', 'mensual'];
  if (includes(CATEGORIES_WITH_CARE_FLAGS, slug)) {
    return ['personasEnfermas', 'personasMayores', 'personasDiscapacitadas'];
  }
  return [];
}
