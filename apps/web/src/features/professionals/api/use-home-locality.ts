import { HOME_PROVINCE } from '@servihogar/shared/finding';
import { foldForSearch } from '@servihogar/shared/fold';
import { useCities } from './get-cities.ts';

/**
 * A person's own city (free text in their profile) as the offline gazetteer spells it, when it is a
 * locality of the marketplace's province (an address may say just 'Tucumán'); undefined otherwise
 * or while the list loads. What the filters and the forms preselect (issues 27 and 29).
 */
export function useHomeLocality(homeCity: string | undefined): string | undefined {
  const cities = useCities(HOME_PROVINCE, '').data;
  const wanted = foldForSearch(homeCity ?? '')
    .trim()
    .replace(/\s+/g, ' ');
  if (!wanted) return undefined;
  return cities?.find((c) => foldForSearch(c.name) === wanted)?.name;
}
