import { clsx } from 'clsx';

type Props = { src: string | null | undefined; name: string; className?: string; alt?: string };

/** A round photo, or the initials on a tinted disc while there is none. Decorative unless `alt` is given. */
export function Avatar({ src, name, className, alt = '' }: Props) {
  const base = clsx('shrink-0 rounded-full', className);
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
