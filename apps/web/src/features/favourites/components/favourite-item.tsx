import type { Favourite } from '@servihogar/shared/favourites';
import * as msg from '@servihogar/shared/messages';
import { viewedFrom } from '@servihogar/shared/view-sources';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar.tsx';
import { Button } from '@/components/button.tsx';
import { CardRating } from '@/components/stars.tsx';

type Props = { favourite: Favourite; onRemove: () => void; removing: boolean };

/** One saved professional: a link to its profile, or "No disponible por ahora" while unlisted. */
export function FavouriteItem({ favourite: { professional: p, disponible }, onRemove, removing }: Props) {
  const name = `${p.nombre} ${p.apellido}`;
  return (
    <article
      aria-label={name}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <Avatar
          src={p.foto}
          name={name}
          className={disponible ? 'size-16 text-xl' : 'size-16 text-xl grayscale'}
        />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-lg leading-snug font-bold text-ink">
            {disponible && p.alt ? (
              <Link
                to={`/dash/professionals/${p.alt}/${p._id}`}
                state={viewedFrom('guardados')}
                className="text-ink hover:text-brand-800"
              >
                {name}
              </Link>
            ) : (
              name
            )}
          </h2>
          {disponible ? (
            <>
              <p className="text-sm text-stone-700">{p.servicios.join(' · ') || msg.fallback.profession}</p>
              <CardRating value={p.calificacion} />
            </>
          ) : (
            <p className="w-fit rounded-full bg-stone-100 px-3 py-1 text-sm font-semibold text-stone-700 ring-1 ring-stone-300">
              {msg.favourites.unavailable}
            </p>
          )}
        </div>
      </div>
      <Button
        variant="secondary"
        onClick={onRemove}
        disabled={removing}
        aria-label={`${msg.favourites.remove}: ${name}`}
      >
        {msg.favourites.remove}
      </Button>
    </article>
  );
}
