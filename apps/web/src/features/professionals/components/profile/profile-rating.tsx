import { STARS_MAX } from '@servihogar/shared/constants';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { roundToHalf } from '@servihogar/shared/ratings';
import { Stars } from '@/components/stars.tsx';

type Props = { calificacion: number; count: number; verified: number };

/**
 * Spec §2: the rating out of 5, stars and number both rounded to the nearest half ('4,5 de 5'), and
 * how many of the opinions rate a verified hire (issue 48).
 */
export function ProfileRating({ calificacion, count, verified }: Props) {
  if (count === 0 && calificacion === 0) {
    return <p className="font-medium text-muted">{msg.pages.noRating}</p>;
  }
  const value = roundToHalf(calificacion).toLocaleString('es-AR');
  return (
    <p className="flex flex-wrap items-center gap-2">
      <Stars value={calificacion} size={22} />
      <span className="font-bold text-ink" data-testid="profile-rating">
        {value} de {STARS_MAX}
      </span>
      <span className="text-sm text-muted">
        ({count} {count === 1 ? 'opinión' : 'opiniones'},{' '}
        {fillMessage(msg.rating.verifiedCount, { n: String(verified) })})
      </span>
    </p>
  );
}
