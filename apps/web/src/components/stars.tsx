import { STARS_MAX } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { roundToHalf } from '@servihogar/shared/ratings';
import { useId } from 'react';

const STAR_PATH = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z';

export function starsLabel(value: number): string {
  return `${roundToHalf(value).toLocaleString('es-AR')} de ${STARS_MAX} estrellas`;
}

/** A read-only rating rounded to the nearest half star. */
export function Stars({ value, size = 20 }: { value: number; size?: number }) {
  const rounded = roundToHalf(value);
  const gradientId = useId();
  return (
    <span role="img" aria-label={starsLabel(value)} className="inline-flex items-center gap-0.5">
      {Array.from({ length: STARS_MAX }, (_, i) => {
        const fill = rounded >= i + 1 ? 'full' : rounded >= i + 0.5 ? 'half' : 'empty';
        return (
          <svg key={i} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
            {fill === 'half' && (
              <defs>
                <linearGradient id={gradientId}>
                  <stop offset="50%" stopColor="#d97706" />
                  <stop offset="50%" stopColor="#e7e5e4" />
                </linearGradient>
              </defs>
            )}
            <path
              d={STAR_PATH}
              fill={fill === 'full' ? '#d97706' : fill === 'half' ? `url(#${gradientId})` : '#e7e5e4'}
              stroke="#b45309"
              strokeWidth="1"
            />
          </svg>
        );
      })}
    </span>
  );
}

/** A card's rating: its stars, or 'Sin calificaciones' while nobody rated. */
export function CardRating({ value, size }: { value: number; size?: number }) {
  return value > 0 ? (
    <Stars value={value} {...(size ? { size } : {})} />
  ) : (
    <span className="text-sm font-medium text-muted">{msg.pages.noRating}</span>
  );
}
