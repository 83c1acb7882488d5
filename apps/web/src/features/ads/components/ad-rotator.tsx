import type { Advertisement } from '@servihogar/shared/ads';
import { TIMINGS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { recordImpression } from '../impressions.ts';

const PLACEHOLDER_TINTS = [
  'from-brand-100 to-amber-100 text-brand-900',
  'from-amber-100 to-rose-100 text-amber-900',
  'from-teal-100 to-brand-100 text-teal-900',
];

type Props = { ads: Advertisement[]; aspectRatio: string; vertical?: boolean };

/** The slide shown now, moving on every `interval` ms in a loop of `count`. */
function useRotation(count: number, interval: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    setShown(0);
    if (count < 2) return;
    const timer = setInterval(() => setShown((i) => (i + 1) % count), interval);
    return () => clearInterval(timer);
  }, [count, interval]);
  return shown;
}

const slideClass = (visible: boolean) =>
  clsx(
    'absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none',
    visible ? 'opacity-100' : 'pointer-events-none opacity-0',
  );

/**
 * Product §4: ads fade every 3 s with no controls; with none, three placeholders take their place.
 * The slides are stacked and only the shown one is opaque: a CSS fade, no carousel library.
 */
export function AdRotator({ ads, aspectRatio, vertical = false }: Props) {
  const count = ads.length > 0 ? ads.length : PLACEHOLDER_TINTS.length;
  const shown = useRotation(count, TIMINGS.bannerCarouselInterval);
  return (
    <div className="relative overflow-hidden rounded-xl" style={{ aspectRatio }}>
      {ads.length > 0
        ? ads.map((ad, i) => (
            <div key={ad._id} className={slideClass(i === shown)} aria-hidden={i !== shown}>
              <AdImage ad={ad} fit="contain" tabIndex={i === shown ? undefined : -1} />
            </div>
          ))
        : PLACEHOLDER_TINTS.map((tint, i) => (
            <div
              key={tint}
              aria-hidden={i !== shown}
              className={clsx(
                slideClass(i === shown),
                'flex items-center justify-center bg-gradient-to-r px-4 py-3 text-center font-semibold',
                tint,
                vertical && 'bg-gradient-to-b',
              )}
            >
              {msg.pages.adPlaceholder}
            </div>
          ))}
    </div>
  );
}

// Slots keep each type's aspect (AD_SLOT_SIZES) and show the image whole ('contain'): one made to
// the slot fills it, another keeps its real aspect inside it, never cropped (issue 29).
type AdImageProps = { ad: Advertisement; fit?: 'cover' | 'contain'; tabIndex?: number };

export function AdImage({ ad, fit = 'cover', tabIndex }: AdImageProps) {
  // One impression each time an ad is put in a slot (sent in batches).
  useEffect(() => recordImpression(ad._id), [ad._id]);
  const img = (
    <img
      src={ad.imageUrl}
      alt="Publicidad"
      loading="lazy"
      className={clsx('size-full', fit === 'cover' ? 'object-cover' : 'object-contain')}
    />
  );
  if (!ad.link) return img;
  // The link is the counting redirect to the advertiser's site: a new tab, no referrer.
  return (
    <a
      href={ad.link}
      className="block size-full"
      target="_blank"
      rel="noopener noreferrer sponsored"
      tabIndex={tabIndex}
    >
      {img}
    </a>
  );
}
