import { FavouriteButton } from '@/features/favourites/components/favourite-button.tsx';
import { ProfessionalsByCategoryPage } from '@/features/professionals/pages/professionals-by-category-page.tsx';
import { useHomeCity } from './use-home-city.ts';

/** The category list with the favourites heart (favourites) on each card and the client's city preselected (users). */
export function ProfessionalsByCategoryRoute() {
  return (
    <ProfessionalsByCategoryPage
      homeCity={useHomeCity()}
      cardAction={(p) => <FavouriteButton professionalId={p._id} name={`${p.nombre} ${p.apellido}`} />}
    />
  );
}
