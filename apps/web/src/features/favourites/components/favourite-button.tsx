import * as msg from '@servihogar/shared/messages';
import { clsx } from 'clsx';
import { toastOutcome } from '@/lib/feedback.ts';
import { hasRole, useSessionUser } from '@/lib/session.tsx';
import { useFavourites, useSetFavourite } from '../api/favourites.ts';
import { HeartIcon } from './heart-icon.tsx';

type Props = { professionalId: string; name: string; className?: string };

/**
 * The heart on cards and the profile: a toggle button (aria-pressed) for client accounts; nothing
 * for other roles, which the server refuses anyway.
 */
export function FavouriteButton(props: Props) {
  const user = useSessionUser();
  if (!hasRole(user, 'Cliente')) return null;
  return <Toggle {...props} />;
}

function Toggle({ professionalId, name, className }: Props) {
  const list = useFavourites();
  const setFavourite = useSetFavourite();
  const saved =
    setFavourite.isPending && setFavourite.variables?.professionalId === professionalId
      ? setFavourite.variables.saved
      : (list.data?.favourites.some((f) => f.professional._id === professionalId) ?? false);
  const toggle = () =>
    setFavourite.mutate(
      { professionalId, saved: !saved },
      toastOutcome({ failure: msg.registration.unexpected }),
    );
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`${msg.favourites.save}: ${name}`}
      title={saved ? msg.favourites.saved : msg.favourites.save}
      disabled={list.isPending}
      onClick={toggle}
      className={clsx(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white ring-1 transition-colors disabled:opacity-60',
        saved
          ? 'text-rose-600 ring-rose-300 hover:bg-rose-50'
          : 'text-stone-600 ring-stone-300 hover:bg-stone-100',
        className,
      )}
    >
      <HeartIcon filled={saved} />
    </button>
  );
}
