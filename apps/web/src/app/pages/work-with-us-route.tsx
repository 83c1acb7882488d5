import { WorkWithUsPage } from '@/features/professionals/pages/work-with-us-page.tsx';
import { useHomeCity } from './use-home-city.ts';

/** /workWithUs with a signed-in client's own city (users) preselected in the form. */
export function WorkWithUsRoute() {
  return <WorkWithUsPage homeCity={useHomeCity()} />;
}
