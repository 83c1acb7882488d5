import { BREAKPOINTS } from '@servihogar/shared/constants';
import { lazy, Suspense } from 'react';
import { useAdFree } from '../../lib/ad-free.ts';
import { useMediaQuery } from './use-media-query.ts';

// Ads (and their carousel code) load after the page, never delaying it.
const banners = () => import('../../features/ads/components/banners.tsx');
const HorizontalBanner = lazy(() => banners().then((m) => ({ default: m.HorizontalBanner })));
const VerticalBanner = lazy(() => banners().then((m) => ({ default: m.VerticalBanner })));
const PopUpAd = lazy(() =>
  import('../../features/ads/components/pop-up-ad.tsx').then((m) => ({ default: m.PopUpAd })),
);

export function TopBannerSlot() {
  if (useAdFree()) return null;
  return (
    <Suspense fallback={null}>
      <HorizontalBanner />
    </Suspense>
  );
}

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

export function PopUpSlot() {
  if (useAdFree()) return null;
  return (
    <Suspense fallback={null}>
      <PopUpAd />
    </Suspense>
  );
}
