import { BREAKPOINTS, MOBILE_LAYOUT_MAX_WIDTH } from '@servihogar/shared/constants';
import { lazy, Suspense } from 'react';
import { useAdFree } from '@/lib/ad-free.ts';
import { useMediaQuery } from './use-media-query.ts';

// Ads (and their carousel code) load after the page, never delaying it.
const banners = () => import('@/features/ads/components/banners.tsx');
const HorizontalBanner = lazy(() => banners().then((m) => ({ default: m.HorizontalBanner })));
const VerticalBanner = lazy(() => banners().then((m) => ({ default: m.VerticalBanner })));
const PopUpAd = lazy(() =>
  import('@/features/ads/components/pop-up-ad.tsx').then((m) => ({ default: m.PopUpAd })),
);

const WIDE_ENOUGH_FOR_TOP_BANNER = `(min-width: ${MOBILE_LAYOUT_MAX_WIDTH}px)`;

/**
 * The horizontal banner (20:3): above the page from 730 px. Narrower, squeezed to the screen's width,
 * it would push the page down with text a few pixels tall: there it goes after the page's content.
 */
function HorizontalBannerSlot({ wideScreen, className }: { wideScreen: boolean; className?: string }) {
  const wide = useMediaQuery(WIDE_ENOUGH_FOR_TOP_BANNER);
  const adFree = useAdFree();
  if (wide !== wideScreen || adFree) return null;
  return (
    <div className={className}>
      <Suspense fallback={null}>
        <HorizontalBanner />
      </Suspense>
    </div>
  );
}

export const TopBannerSlot = () => <HorizontalBannerSlot wideScreen />;

/** On phones, the horizontal banner in the content flow, after what the person came for. */
export const InFlowBannerSlot = () => <HorizontalBannerSlot wideScreen={false} className="mt-8" />;

/** The side banner only exists where there is room for it (xl and up). */
export function SideBannerSlot() {
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.xl}px)`);
  const adFree = useAdFree();
  if (!wide || adFree) return null;
  return (
    <div className="shrink-0 pt-2">
      <Suspense fallback={null}>
        <VerticalBanner />
      </Suspense>
    </div>
  );
}

/** The pop-up: floating from 730 px (PopUpSlot); on a phone a card in the flow (InsetPopUpSlot). */
function PopUpAdSlot({ inset }: { inset: boolean }) {
  const wide = useMediaQuery(WIDE_ENOUGH_FOR_TOP_BANNER);
  const adFree = useAdFree();
  if (wide === inset || adFree) return null;
  return (
    <Suspense fallback={null}>
      <PopUpAd inset={inset} />
    </Suspense>
  );
}

export const PopUpSlot = () => <PopUpAdSlot inset={false} />;

/** On phones, above the page's content: it pushes the page down instead of covering it. */
export const InsetPopUpSlot = () => <PopUpAdSlot inset />;
