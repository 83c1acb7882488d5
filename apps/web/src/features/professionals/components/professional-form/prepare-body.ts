import type { Country, Province } from '@servihogar/shared/geo';
import { msg } from '@servihogar/shared/messages';
import {
  isOtherCategory,
  type ProfessionalAddBodyInput,
  type ProfessionalForm,
  withApplicableFlags,
} from '@servihogar/shared/professionals';
import { ApiError, refusalMessage } from '../../../../lib/api-client.ts';
import { addCategory } from '../../api/add-category.ts';
import { geocode } from '../../api/geocode.ts';

const f = msg.professionalForm;

/** A step before the save failed: the new category, or the location (spec §5/§8 texts). */
export class PrepareError extends Error {
  readonly step: 'category' | 'location';
  constructor(step: 'category' | 'location', message: string) {
    super(message);
    this.name = 'PrepareError';
    this.step = step;
  }
}

export type GeoLookups = { countries: readonly Country[]; provinces: readonly Province[] };

type Services = Pick<ProfessionalAddBodyInput, 'servicio' | 'nuevaCategoria'>;

// Signed in, the 'Otros' category is created first (POST /category/add) and the services name its
// slug. That call is closed to anonymous visitors: their body carries 'otros' and the name, and
// the registration creates the category.
async function servicesOf(values: ProfessionalForm, createCategory: boolean): Promise<Services> {
  const wantsNew = values.servicio.some((s) => isOtherCategory(s.tipo));
  if (!wantsNew || !createCategory) {
    const servicio = values.servicio.map((s) => withApplicableFlags(s));
    return wantsNew ? { servicio, nuevaCategoria: values.nuevaCategoria } : { servicio };
  }
  let slug: string;
  try {
    slug = (await addCategory({ type: values.nuevaCategoria ?? '' })).category.slug;
  } catch (error) {
    throw new PrepareError('category', refusalMessage(error, msg.category.createFailed));
  }
  return {
    servicio: values.servicio.map((s) =>
      withApplicableFlags({ ...s, tipo: isOtherCategory(s.tipo) ? slug : s.tipo }),
    ),
  };
}

async function locationOf(values: ProfessionalForm, geo: GeoLookups): Promise<[number, number]> {
  const country = geo.countries.find((c) => c.name === values.pais)?.code;
  const provinceId = geo.provinces.find((p) => p.name === values.localidad)?.id;
  if (!country || !provinceId) throw new PrepareError('location', f.geocodeError);
  try {
    const point = await geocode({ country, provinceId, city: values.ciudad });
    return [point.longitude, point.latitude];
  } catch (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    throw new PrepareError('location', notFound ? f.geocodeNoResults : f.geocodeError);
  }
}

/**
 * The request body of a valid form (spec §5): the address is geocoded, then the 'Otros'
 * category is created. The form's own values are never changed, so nothing typed is lost.
 */
export async function prepareBody(
  values: ProfessionalForm,
  geo: GeoLookups,
  { createCategory }: { createCategory: boolean },
): Promise<ProfessionalAddBodyInput> {
  const { nuevaCategoria: _, password, repassword, ...rest } = values;
  // The location first: a refused address must not leave a new category behind.
  const coordinates = await locationOf(values, geo);
  const services = await servicesOf(values, createCategory);
  return {
    ...rest,
    ...services,
    location: { coordinates },
    ...(password === undefined ? {} : { password, repassword }),
  };
}
