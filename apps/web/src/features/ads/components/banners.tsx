import { adAspect } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { useAds } from '../api/get-ads.ts';
import { AdRotator } from './ad-rotator.tsx';
import { AdCaption } from './close-button.tsx';
import { useClosable } from './use-closable.ts';

// Each banner keeps its image's own aspect (AD_SLOT_SIZES), so nothing is cropped or squeezed, and its
// × sits on the caption line above, never over the ad's text.

export function HorizontalBanner() {
  const { data = [] } = useAds('banner-horizontal');
  const [closed, close] = useClosable('banner-horizontal');
  if (closed) return null;
  return (
    <aside aria-label={msg.ads.horizontalSlot} className="mb-4">
      <AdCaption onClose={close} />
      <AdRotator ads={data} aspectRatio={adAspect('banner-horizontal')} />
    </aside>
  );
}

export function VerticalBanner() {
  const { data = [] } = useAds('banner-vertical');
  const [closed, close] = useClosable('banner-vertical');
  if (closed) return null;
  return (
    <aside aria-label={msg.ads.verticalSlot} className="sticky top-24 w-40">
      <AdCaption onClose={close} />
      <AdRotator ads={data} aspectRatio={adAspect('banner-vertical')} vertical />
    </aside>
  );
}
