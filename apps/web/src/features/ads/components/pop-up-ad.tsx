import { TIMINGS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useAds } from '../api/get-ads.ts';
import { AdImage } from './ad-rotator.tsx';
import { CloseButton } from './close-button.tsx';
import { useClearOfForms } from './use-clear-of-forms.ts';
import { useClosable } from './use-closable.ts';

/**
 * Spec §4: always mounted; shows on load and every 30 min, hides itself after 5 s. A small card in
 * the bottom corner (from 1200 px in the side banners' column, below them), never over a form.
 */
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

  const ref = useRef<HTMLElement>(null);
  const clear = useClearOfForms(ref, visible && !closed);

  if (!visible || closed) return null;
  const ad = data[round % Math.max(data.length, 1)];
  return (
    <aside
      ref={ref}
      data-testid="pop-up-ad"
      aria-label={msg.ads.slotLabel['pop-up']}
      className={clsx(
        'fixed right-3 bottom-3 z-30 w-40 overflow-hidden rounded-xl bg-white shadow-2xl ring-1 ring-stone-200 nav:w-56 xl:right-4 xl:w-40',
        !clear && 'hidden',
      )}
    >
      <CloseButton onClick={close} />
      {ad ? (
        <div className="aspect-[3/2]">
          <AdImage ad={ad} />
        </div>
      ) : (
        <p className="flex aspect-[3/2] items-center justify-center bg-gradient-to-br from-brand-100 to-amber-100 px-3 pt-6 text-center text-sm font-semibold text-brand-900 nav:text-base xl:text-sm">
          {msg.pages.adPlaceholder}
        </p>
      )}
    </aside>
  );
}
