import type { Advertisement } from '@servihogar/shared/ads';
import { TIMINGS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { clsx } from 'clsx';
import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect } from 'react';
import { recordImpression } from '../impressions.ts';

const PLACEHOLDER_TINTS = [
  'from-brand-100 to-amber-100 text-brand-900',
  'from-amber-100 to-rose-100 text-amber-900',
  'from-teal-100 to-brand-100 text-teal-900',
];

type Props = { ads: Advertisement[]; aspectRatio: string; vertical?: boolean };

/** Spec §4: ads fade every 3 s with no controls; with none, three placeholders take their place. */
export function AdRotator({ ads, aspectRatio, vertical = false }: Props) {
  const [viewportRef] = useEmblaCarousel({ loop: true, watchDrag: false }, [
    Autoplay({ delay: TIMINGS.bannerCarouselInterval, stopOnInteraction: false }),
    Fade(),
  ]);
  return (
    <div ref={viewportRef} className="overflow-hidden rounded-xl" style={{ aspectRatio }}>
      <div className="flex h-full">
        {ads.length > 0
          ? ads.map((ad) => (
              <div key={ad._id} className="h-full min-w-0 flex-[0_0_100%]">
                <AdImage ad={ad} />
              </div>
            ))
          : PLACEHOLDER_TINTS.map((tint, i) => (
              <div
                key={tint}
                aria-hidden={i > 0}
                className={clsx(
                  'flex h-full min-w-0 flex-[0_0_100%] items-center justify-center bg-gradient-to-r px-4 py-3 text-center font-semibold',
                  tint,
                  vertical && 'bg-gradient-to-b',
                )}
              >
                {msg.pages.adPlaceholder}
              </div>
            ))}
      </div>
    </div>
  );
}

// Slots keep each type's image size (AD_SIZES), so 'cover' crops nothing from an image made to it.
export function AdImage({ ad, fit = 'cover' }: { ad: Advertisement; fit?: 'cover' | 'contain' }) {
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
    <a href={ad.link} className="block size-full" target="_blank" rel="noopener noreferrer sponsored">
      {img}
    </a>
  );
}
