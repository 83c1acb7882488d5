import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';

const FIELD = 'input, select, textarea';

/** True while the focus is in a form field: someone is filling that form in. */
const fillingForm = () =>
  document.activeElement?.matches(FIELD) === true && !!document.activeElement.closest('form');

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Whether a floating card may stay where it is: not while a form is being filled in, and not when
 * it would sit over a form. Checked when it appears and again whenever the page changes while it
 * shows (a page whose code arrives later brings its form then); it goes as soon as a form field
 * gets focus.
 */
export function useClearOfForms(ref: RefObject<HTMLElement | null>, shown: boolean): boolean {
  const [clear, setClear] = useState(true);

  useLayoutEffect(() => {
    if (!shown) {
      setClear(true);
      return;
    }
    const check = () => {
      const card = ref.current?.getBoundingClientRect();
      const overForm =
        card !== undefined &&
        [...document.querySelectorAll('form')].some((form) => overlaps(card, form.getBoundingClientRect()));
      if (overForm || fillingForm()) setClear(false);
    };
    check();
    // One call per batch of changes (a React commit is one), however many nodes it adds.
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref, shown]);

  useEffect(() => {
    if (!shown) return;
    const onFocus = () => {
      if (fillingForm()) setClear(false);
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [shown]);

  return clear;
}
