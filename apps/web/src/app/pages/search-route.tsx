import { FavouriteButton } from '@/features/favourites/components/favourite-button.tsx';
import { SearchPage } from '@/features/professionals/pages/search-page.tsx';

/** /dash/buscar with the favourites heart (favourites) on each card. */
export function SearchRoute() {
  return (
    <SearchPage
      cardAction={(p) => <FavouriteButton professionalId={p._id} name={`${p.nombre} ${p.apellido}`} />}
    />
  );
}
