import { IMAGE_MAX_SIDE_PX, THUMBNAIL_PX } from '@servihogar/shared/constants';
import { clsx } from 'clsx';

type Props = {
  src: string | null | undefined;
  name: string;
  className?: string;
  alt?: string;
  /** For cards: the photo's small copy (`fotoMiniatura`) and the size it shows at, in CSS px. */
  thumbnail?: { src: string | null | undefined; size: number };
};

/** A round photo, or the initials on a tinted disc while there is none. Decorative unless `alt` is given. */
export function Avatar({ src, name, className, alt = '', thumbnail }: Props) {
  const base = clsx('shrink-0 rounded-full', className);
  if (src && thumbnail)
    return (
      <img alt={alt} className={clsx(base, 'bg-stone-100 object-cover')} {...cardImage(src, thumbnail)} />
    );
  if (src) return <img src={src} alt={alt} className={clsx(base, 'bg-stone-100 object-cover')} />;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  const disc = clsx(base, 'flex items-center justify-center bg-brand-100 font-bold text-brand-800');
  if (!alt) {
    return (
      <span aria-hidden="true" className={disc}>
        {initials}
      </span>
    );
  }
  return (
    <span role="img" aria-label={alt} className={disc}>
      {initials}
    </span>
  );
}

/**
 * A card's photo (issue 15): the small copy first (the browser picks the full photo only on a very
 * dense screen), its size fixed so nothing moves when it arrives, and loaded only near the view.
 */
export function cardImage(src: string, thumbnail: { src: string | null | undefined; size: number }) {
  return {
    src: thumbnail.src ?? src,
    srcSet: thumbnail.src ? `${thumbnail.src} ${THUMBNAIL_PX}w, ${src} ${IMAGE_MAX_SIDE_PX}w` : undefined,
    sizes: `${thumbnail.size}px`,
    width: thumbnail.size,
    height: thumbnail.size,
    loading: 'lazy' as const,
    decoding: 'async' as const,
  };
}

type Listed = {
  nombre: string;
  apellido: string;
  foto: string | null;
  fotoMiniatura?: string | null | undefined;
};

/** A listed professional's photo on a card, from its small copy, `size` CSS px across. */
export function CardAvatar({
  professional: p,
  size,
  className,
}: {
  professional: Listed;
  size: number;
  className: string;
}) {
  return (
    <Avatar
      src={p.foto}
      thumbnail={{ src: p.fotoMiniatura, size }}
      name={`${p.nombre} ${p.apellido}`}
      className={className}
    />
  );
}
