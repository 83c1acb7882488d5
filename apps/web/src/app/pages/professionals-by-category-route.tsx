import { FavouriteButton } from '@/features/favourites/components/favourite-button.tsx';
import { ProfessionalsByCategoryPage } from '@/features/professionals/pages/professionals-by-category-page.tsx';

/** The category list with the favourites heart (favourites) on each card. */
export function ProfessionalsByCategoryRoute() {
  return (
    <ProfessionalsByCategoryPage
      cardAction={(p) => <FavouriteButton professionalId={p._id} name={`${p.nombre} ${p.apellido}`} />}
    />
  );
}
