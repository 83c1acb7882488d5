import { TIMINGS } from '@servihogar/shared/constants';
import { msg } from '@servihogar/shared/messages';
import { useEffect, useState } from 'react';
import { useAds } from '../api/get-ads.ts';
import { AdImage } from './ad-rotator.tsx';
import { CloseButton } from './close-button.tsx';
import { useClosable } from './use-closable.ts';

/** Spec §4: always mounted; shows on load and every 30 min, hides itself after 5 s. */
export function PopUpAd() {
  const { data = [], isPending } = useAds('pop-up');
  const [closed, close] = useClosable('pop-up');
  const [round, setRound] = useState(0);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const timer = setInterval(() => setRound((r) => r + 1), TIMINGS.popUpEvery);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (isPending) return;
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), TIMINGS.popUpShownFor);
    return () => clearTimeout(timer);
  }, [round, isPending]);

  if (!visible || closed) return null;
  const ad = data[round % Math.max(data.length, 1)];
  return (
    <aside
      aria-label="Publicidad"
      className="fixed right-3 bottom-3 z-30 w-64 sm:w-80 overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-stone-200"
    >
      <CloseButton onClick={close} />
      {ad ? (
        <div className="aspect-[3/2]">
          <AdImage ad={ad} />
        </div>
      ) : (
        <p className="bg-gradient-to-br from-brand-100 to-amber-100 px-6 py-6 pr-12 text-center text-lg sm:py-10 font-semibold text-brand-900">
          {msg.pages.adPlaceholder}
        </p>
      )}
    </aside>
  );
}
