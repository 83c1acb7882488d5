import { adAspect } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { useAds } from '../api/get-ads.ts';
import { AdRotator } from './ad-rotator.tsx';
import { AdCaption } from './close-button.tsx';
import { useClosable } from './use-closable.ts';

// Each banner keeps its image's own aspect (AD_SLOT_SIZES), so nothing is cropped or squeezed, and its
// × sits on the caption line above, never over the ad's text.

type BannerProps = {
  type: 'banner-horizontal' | 'banner-vertical';
  label: string;
  className: string;
  vertical?: boolean;
};

function Banner({ type, label, className, vertical = false }: BannerProps) {
  const { data = [] } = useAds(type);
  const [closed, close] = useClosable(type);
  if (closed) return null;
  return (
    <aside aria-label={label} className={className}>
      <AdCaption onClose={close} />
      <AdRotator ads={data} aspectRatio={adAspect(type)} vertical={vertical} />
    </aside>
  );
}

export function HorizontalBanner() {
  return <Banner type="banner-horizontal" label={msg.ads.horizontalSlot} className="mb-4" />;
}

export function VerticalBanner() {
  return (
    <Banner type="banner-vertical" label={msg.ads.verticalSlot} className="sticky top-24 w-40" vertical />
  );
}
