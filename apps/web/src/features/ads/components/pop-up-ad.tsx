import { adAspect, TIMINGS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { getPopUpShownAt, setPopUpShownAt } from '@/lib/storage.ts';
import { useAds } from '../api/get-ads.ts';
import { AdImage } from './ad-rotator.tsx';
import { AdCaption } from './close-button.tsx';
import { useClearOfForms } from './use-clear-of-forms.ts';
import { useClosable } from './use-closable.ts';

/**
 * Spec §4 timings: shows on load and every 30 min, for 5 s. "Every 30 min" holds across page loads
 * (the last showing is remembered), so a reload or a new tab inside the window does not show it again.
 * Returns the showing's number (for the ad's rotation) while it shows, else null.
 */
function usePopUpShowing(ready: boolean): number | null {
  const [showing, setShowing] = useState<number | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!ready) return;
    let hide: ReturnType<typeof setTimeout> | undefined;
    const wait = Math.max(0, getPopUpShownAt() + TIMINGS.popUpEvery - Date.now());
    const show = setTimeout(() => {
      setPopUpShownAt(Date.now());
      setShowing(round);
      hide = setTimeout(() => {
        setShowing(null);
        setRound((r) => r + 1);
      }, TIMINGS.popUpShownFor);
    }, wait);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [ready, round]);

  return showing;
}

/**
 * The pop-up ad. From 730 px a small card floating in the bottom corner (from 1200 px in the side
 * banners' column), never over a form. On a phone (`inset`) there is no room to float over anything:
 * it is a card in the page's flow, above the page, so it covers neither the first heading nor a
 * control (issue 29).
 */
export function PopUpAd({ inset = false }: { inset?: boolean }) {
  const { data = [], isPending } = useAds('pop-up');
  const [closed, close] = useClosable('pop-up');
  const showing = usePopUpShowing(!isPending && !closed);
  const ref = useRef<HTMLElement>(null);
  const clear = useClearOfForms(ref, showing !== null && !inset);

  if (showing === null || closed) return null;
  const ad = data[showing % Math.max(data.length, 1)];
  return (
    <aside
      ref={ref}
      data-testid="pop-up-ad"
      // Floating buttons (the complaints portal's '+') move up out of its way.
      data-floating-ad={inset ? undefined : ''}
      aria-label={msg.ads.popUpSlot}
      className={clsx(
        'overflow-hidden rounded-xl bg-white px-2 pb-2 ring-1 ring-stone-200',
        inset
          ? 'mx-auto mb-4 w-full max-w-xs shadow-sm'
          : 'fixed right-3 bottom-3 z-30 w-56 shadow-2xl xl:right-4 xl:w-40',
        !clear && 'hidden',
      )}
    >
      <AdCaption onClose={close} />
      {ad ? (
        <div className="overflow-hidden rounded-lg" style={{ aspectRatio: adAspect('pop-up') }}>
          <AdImage ad={ad} fit="contain" />
        </div>
      ) : (
        <p
          className="flex items-center justify-center rounded-lg bg-gradient-to-br from-brand-100 to-amber-100 px-3 text-center font-semibold text-brand-900 xl:text-sm"
          style={{ aspectRatio: adAspect('pop-up') }}
        >
          {msg.pages.adPlaceholder}
        </p>
      )}
    </aside>
  );
}
