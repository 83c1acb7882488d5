import * as msg from '@servihogar/shared/messages';
import { EmptyClientList, QueryError } from '@/components/list-states.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { toastOutcome } from '@/lib/feedback.ts';
import { useFavourites, useSetFavourite } from '../api/favourites.ts';
import { FavouriteItem } from '../components/favourite-item.tsx';

/** /dash/guardados (issue 16): the client's saved professionals. */
export function FavouritesPage() {
  const query = useFavourites();
  const setFavourite = useSetFavourite();
  const favourites = query.data?.favourites ?? [];
  const remove = (professionalId: string) =>
    setFavourite.mutate(
      { professionalId, saved: false },
      toastOutcome({ success: msg.favourites.removed, failure: msg.registration.unexpected }),
    );
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 py-4 sm:py-8">
      <PageTitle text={msg.favourites.title} />
      {query.isPending && <PageSpinner label="Cargando tus guardados..." />}
      <QueryError query={query} />
      {query.isSuccess && favourites.length === 0 && <EmptyClientList text={msg.favourites.empty} />}
      {favourites.length > 0 && (
        <ul className="flex flex-col gap-3">
          {favourites.map((f) => (
            <li key={f.professional._id}>
              <FavouriteItem
                favourite={f}
                onRemove={() => remove(f.professional._id)}
                removing={
                  setFavourite.isPending && setFavourite.variables?.professionalId === f.professional._id
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
