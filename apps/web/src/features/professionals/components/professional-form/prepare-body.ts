import type { Country, Province } from '@servihogar/shared/geo';
import * as msg from '@servihogar/shared/messages';
import type { ProfessionalAddBodyInput, ProfessionalForm } from '@servihogar/shared/professionals';
import { geocode } from '@/features/professionals/api/geocode.ts';
import { ApiError } from '@/lib/api-client.ts';

const f = msg.professionalForm;

/** The step before the save failed: the location (product §5/§8 texts). */
export class PrepareError extends Error {
  readonly step: 'location';
  constructor(step: 'location', message: string) {
    super(message);
    this.name = 'PrepareError';
    this.step = step;
  }
}

export type GeoLookups = { countries: readonly Country[]; provinces: readonly Province[] };

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
 * The request body of a valid form (product §5): the address is geocoded. The services travel as
 * typed ('Otros' as 'otros' plus `nuevaCategoria`): the server alone resolves them, creating the
 * new category inside the registration (decision 0009). The form's own values are never changed,
 * so nothing typed is lost.
 */
export async function prepareBody(
  values: ProfessionalForm,
  geo: GeoLookups,
): Promise<ProfessionalAddBodyInput> {
  const { nuevaCategoria, password, repassword, ...rest } = values;
  const coordinates = await locationOf(values, geo);
  return {
    ...rest,
    ...(nuevaCategoria ? { nuevaCategoria } : {}),
    location: { coordinates },
    ...(password === undefined ? {} : { password, repassword }),
  };
}
