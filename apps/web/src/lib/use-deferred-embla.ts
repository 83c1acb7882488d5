import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useState } from 'react';

/**
 * Embla on a carousel whose markup already lays out without it: the library downloads after the
 * first render, so it is not part of the page's initial JavaScript (issue 15). Returns the ref
 * callback for the viewport and the carousel once it runs. `options` must be stable (a constant).
 */
export function useDeferredEmbla(
  options: EmblaOptionsType,
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();

  useEffect(() => {
    if (!node) return;
    let instance: EmblaCarouselType | undefined;
    let active = true;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (!active) return;
      instance = EmblaCarousel(node, options);
      setEmbla(instance);
    });
    return () => {
      active = false;
      instance?.destroy();
      setEmbla(undefined);
    };
  }, [node, options]);

  return [setNode, embla];
}
