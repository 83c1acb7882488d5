import * as msg from '@servihogar/shared/messages';
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CategoryOption } from '@/lib/categories.ts';
import { CarouselButton } from './carousel-button.tsx';
import { CategoryIcon } from './category-icon.tsx';

type Props = {
  categories: CategoryOption[];
  /** When set, a click on a card calls it instead of navigating (anonymous visitors). */
  onBlockedClick?: (category: CategoryOption) => void;
};

const TINTS = [
  'bg-orange-100 text-orange-800',
  'bg-amber-100 text-amber-800',
  'bg-rose-100 text-rose-800',
  'bg-teal-100 text-teal-800',
];

/**
 * Product §2: 6 cards per slide from 768 px, one per slide below with a swipe hint. The browser's
 * own scrolling with snap points does the sliding and the swiping: no carousel library to download
 * on the first page (issue 30). The arrows scroll one slide (the viewport's width).
 */
export function CategoryCarousel({ categories, onBlockedClick }: Props) {
  const viewport = useRef<HTMLDivElement>(null);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const update = useCallback(() => {
    const node = viewport.current;
    if (!node) return;
    setCanPrev(node.scrollLeft > 1);
    setCanNext(node.scrollLeft + node.clientWidth < node.scrollWidth - 1);
  }, []);

  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    update();
    node.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      node.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [update]);

  const slide = (direction: 1 | -1) => {
    const node = viewport.current;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    node?.scrollBy({ left: direction * node.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
  };

  const click = (category: CategoryOption) => (event: MouseEvent) => {
    if (!onBlockedClick) return;
    event.preventDefault();
    onBlockedClick(category);
  };

  return (
    <div className="relative">
      <div
        ref={viewport}
        className="-ml-3 snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        <ul className="flex">
          {categories.map((category, i) => (
            <li
              key={category.slug}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start pl-3 md:basis-1/6"
            >
              <Link
                to={`/dash/professionals/${category.slug}`}
                onClick={click(category)}
                className="flex h-full min-h-36 flex-col items-center justify-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 text-center no-underline shadow-sm transition motion-safe:hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
              >
                <span
                  className={`flex size-16 items-center justify-center rounded-full ${TINTS[i % TINTS.length]}`}
                >
                  {category.img ? (
                    <img
                      src={category.img}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                      className="size-10 object-contain"
                    />
                  ) : (
                    <CategoryIcon slug={category.slug} />
                  )}
                </span>
                <span className="text-base leading-tight font-semibold text-ink">{category.label}</span>
                {category.description && (
                  <span className="line-clamp-3 max-w-xs text-sm text-muted md:hidden">
                    {category.description}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-4 flex items-center justify-between gap-4">
        <p className="text-sm font-medium text-muted md:invisible">{msg.pages.swipeHint}</p>
        <div className="flex gap-2">
          <CarouselButton
            label="Categorías anteriores"
            disabled={!canPrev}
            onClick={() => slide(-1)}
            icon="prev"
          />
          <CarouselButton label="Más categorías" disabled={!canNext} onClick={() => slide(1)} icon="next" />
        </div>
      </div>
    </div>
  );
}
