import { msg } from '@servihogar/shared/messages';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { serverMessage } from '@/lib/api-client.ts';
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
      {
        onSuccess: () => toast.success(msg.favourites.removed),
        onError: (error) => toast.error(serverMessage(error, msg.registration.unexpected)),
      },
    );
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 py-4 sm:py-8">
      <PageTitle text={msg.favourites.title} />
      {query.isPending && <PageSpinner label="Cargando tus guardados..." />}
      {query.isError && <FormAlert message={serverMessage(query.error, msg.registration.unexpected)} />}
      {query.isSuccess && favourites.length === 0 && (
        <div className="flex flex-col items-start gap-3 rounded-2xl bg-white p-6 ring-1 ring-stone-200">
          <p className="text-lg text-muted">{msg.favourites.empty}</p>
          <Link to="/#categorias" className={buttonClasses('primary')}>
            Buscar profesionales
          </Link>
        </div>
      )}
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
