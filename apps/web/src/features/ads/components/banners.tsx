import * as msg from '@servihogar/shared/messages';
import { useAds } from '../api/get-ads.ts';
import { AdRotator } from './ad-rotator.tsx';
import { CloseButton } from './close-button.tsx';
import { useClosable } from './use-closable.ts';

export function HorizontalBanner() {
  const { data = [] } = useAds('banner-horizontal');
  const [closed, close] = useClosable('banner-horizontal');
  if (closed) return null;
  return (
    <aside aria-label={msg.ads.slotLabel['banner-horizontal']} className="relative mb-4">
      <AdRotator ads={data} className="aspect-[8/1]" />
      <CloseButton onClick={close} />
    </aside>
  );
}

export function VerticalBanner() {
  const { data = [] } = useAds('banner-vertical');
  const [closed, close] = useClosable('banner-vertical');
  if (closed) return null;
  return (
    <aside aria-label={msg.ads.slotLabel['banner-vertical']} className="sticky top-24 w-40">
      <div className="relative">
        <AdRotator ads={data} className="aspect-[1/2]" vertical />
        <CloseButton onClick={close} />
      </div>
    </aside>
  );
}
