import type { Country, Province } from '@servihogar/shared/geo';
import { useCountries } from '@/features/professionals/api/get-countries.ts';
import { useProvinces } from '@/features/professionals/api/get-provinces.ts';

const NONE: never[] = [];

/**
 * The form keeps names (what the API stores); the geo calls need the country code and the
 * province id, looked up in the lists by those names.
 */
export function useGeoLookups(pais: string, localidad: string) {
  const countries = useCountries();
  const countryList: Country[] = countries.data ?? NONE;
  const countryCode = countryList.find((c) => c.name === pais)?.code;
  const provinces = useProvinces(countryCode);
  const provinceList: Province[] = provinces.data ?? NONE;
  return {
    countries: countryList,
    provinces: provinceList,
    countryCode,
    provinceId: provinceList.find((p) => p.name === localidad)?.id,
    countriesLoading: countries.isPending,
    provincesLoading: Boolean(countryCode) && provinces.isPending,
  };
}
