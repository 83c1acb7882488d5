import { CITIES_MAX_ROWS } from '@servihogar/shared/constants';
import { type City, type Country, type GeoPoint, type Province, searchKey } from '@servihogar/shared/geo';
import * as msg from '@servihogar/shared/messages';
import { AppError } from '../../lib/errors.ts';
import { type CityRow, citiesOfCountry, countryList, countryNames, provincesByCountry } from './geo.data.ts';
import { distanceKm, refineWithGeocoder } from './geocoder.ts';

export function listCountries(): Promise<Country[]> {
  return countryList();
}

export async function listProvinces(country: string): Promise<Province[]> {
  if (!(await countryNames()).has(country)) throw new AppError('NOT_FOUND', msg.api.countryNotFound);
  return (await provincesByCountry()).get(country) ?? [];
}

async function findProvince(provinceId: string): Promise<Province | undefined> {
  return (await provincesByCountry()).get(provinceId.slice(0, 2))?.find((p) => p.id === provinceId);
}

async function citiesOf(provinceId: string): Promise<CityRow[] | undefined> {
  if (!(await findProvince(provinceId))) return undefined;
  return (await citiesOfCountry(provinceId.slice(0, 2))).get(provinceId) ?? [];
}

const toCity = ({ name, latitude, longitude }: CityRow): City => ({ name, latitude, longitude });

/** Cities of a province by name; with `q`, those starting with it first, then those containing it. */
export async function listCities(provinceId: string, q = ''): Promise<City[]> {
  const cities = await citiesOf(provinceId);
  if (!cities) throw new AppError('NOT_FOUND', msg.api.provinceNotFound);
  const term = searchKey(q);
  if (term === '') return cities.slice(0, CITIES_MAX_ROWS).map(toCity);
  const starting = cities.filter((c) => c.key.startsWith(term));
  const containing = cities.filter((c) => !c.key.startsWith(term) && c.key.includes(term));
  return [...starting, ...containing].slice(0, CITIES_MAX_ROWS).map(toCity);
}

/** The other localities of a province within `km` of one, by their gazetteer points; [] when it is none of them. */
export async function localitiesNear(provinceId: string, city: string, km: number): Promise<string[]> {
  const cities = (await citiesOf(provinceId)) ?? [];
  const key = searchKey(city);
  const center = cities.find((c) => c.key === key);
  if (!center) return [];
  return cities.filter((c) => c !== center && distanceKm(center, c) <= km).map((c) => c.name);
}

export type Place = {
  country: string;
  provinceId: string;
  city: string;
  /** Street and number, when known: only the geocoder can use it. */
  address?: string;
};

export type GeocodeOptions = {
  /** A Nominatim-compatible service (config GEOCODER_URL); without it the city's coordinates are used. */
  geocoderUrl?: string;
  timeoutMs?: number;
  userAgent?: string;
};

/**
 * Coordinates of a place chosen from our lists: the city's own point, refined by the geocoder
 * when one is configured and answers in time. Null when the province or city is not ours.
 */
export async function geocode(place: Place, options: GeocodeOptions = {}): Promise<GeoPoint | null> {
  if (!place.provinceId.startsWith(`${place.country}.`)) return null;
  const province = await findProvince(place.provinceId);
  const key = searchKey(place.city);
  const city = (await citiesOf(place.provinceId))?.find((c) => c.key === key);
  if (!province || !city) return null;
  const point = { latitude: city.latitude, longitude: city.longitude };
  if (!options.geocoderUrl) return point;
  const refined = await refineWithGeocoder(
    { country: place.country, province: province.name, city: city.name, address: place.address },
    point,
    { ...options, geocoderUrl: options.geocoderUrl },
  );
  return refined ?? point;
}
