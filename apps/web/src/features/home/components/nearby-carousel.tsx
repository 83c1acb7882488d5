import { TIMINGS } from '@servihogar/shared/constants';
import type { NearbyProfessional } from '@servihogar/shared/professionals';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { CarouselButton } from './carousel-button.tsx';
import { NearbyCard } from './nearby-card.tsx';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';

/**
 * Spec §2/§9: 3 cards per slide from 768 px, 1 below, advancing every 5 s. It pauses while the
 * pointer or keyboard focus is on it, never starts by itself for people who asked for less
 * motion, and has a pause button (WCAG 2.2.2).
 */
export function NearbyCarousel({ professionals }: { professionals: NearbyProfessional[] }) {
  const reduced = usePrefersReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', slidesToScroll: 'auto' }, [
    Autoplay({
      delay: TIMINGS.nearbyCarouselInterval,
      playOnInit: !reduced,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
    }),
  ]);
  const [playing, setPlaying] = useState(!reduced);
  const [pausedByUser, setPausedByUser] = useState(reduced);
  const [snaps, setSnaps] = useState({ count: 0, selected: 0 });

  const update = useCallback(() => {
    if (!embla) return;
    setSnaps({ count: embla.scrollSnapList().length, selected: embla.selectedScrollSnap() });
    setPlaying(embla.plugins().autoplay?.isPlaying() ?? false);
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update).on('autoplay:play', update).on('autoplay:stop', update);
    return () => {
      embla
        .off('select', update)
        .off('reInit', update)
        .off('autoplay:play', update)
        .off('autoplay:stop', update);
    };
  }, [embla, update]);

  // Hover and focus restart the autoplay when they end; a pause chosen with the button must last.
  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (autoplay && pausedByUser && autoplay.isPlaying()) autoplay.stop();
  }, [embla, pausedByUser, playing]);

  const toggle = () => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (pausedByUser) autoplay.play();
    else autoplay.stop();
    setPausedByUser(!pausedByUser);
  };

  return (
    <section aria-roledescription="carrusel" aria-label="Profesionales cercanos">
      <div ref={viewportRef} className="overflow-hidden">
        <ul className="-ml-4 flex touch-pan-y py-1">
          {professionals.map((p, i) => (
            <li
              key={p._id}
              aria-label={`${i + 1} de ${professionals.length}`}
              aria-roledescription="diapositiva"
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/3"
            >
              <NearbyCard professional={p} />
            </li>
          ))}
        </ul>
      </div>
      {snaps.count > 1 && (
        <div className="mt-4 flex items-center justify-between gap-4">
          <p className="text-sm text-muted" aria-live={playing ? 'off' : 'polite'}>
            {snaps.selected + 1} / {snaps.count}
          </p>
          <div className="flex gap-2">
            <CarouselButton
              label={pausedByUser ? 'Reanudar el carrusel' : 'Pausar el carrusel'}
              icon={pausedByUser ? 'play' : 'pause'}
              onClick={toggle}
            />
            <CarouselButton label="Anteriores" icon="prev" onClick={() => embla?.scrollPrev()} />
            <CarouselButton label="Siguientes" icon="next" onClick={() => embla?.scrollNext()} />
          </div>
        </div>
      )}
    </section>
  );
}
