import * as msg from '@servihogar/shared/messages';
import type { FieldErrors, FieldValues } from 'react-hook-form';

const ANNOUNCER_ID = 'form-announcer';

/** How many messages the form's errors hold (a group's own message and its fields' each count). */
export function countErrors(errors: FieldErrors<FieldValues> | object): number {
  let count = 0;
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== 'object' || 'nodeName' in value) continue;
    if (typeof (value as { message?: unknown }).message === 'string') count += 1;
    else count += countErrors(value);
  }
  return count;
}

/** "Revisá el campo marcado." / "Revisá los 3 campos marcados." */
export function invalidText(count: number): string {
  return count === 1 ? msg.form.invalidOne : msg.form.invalidMany.replace('{n}', String(count));
}

/**
 * The one polite live region every form speaks through (made once, kept in the page so that a
 * screen reader is already listening when the text changes).
 */
export function announce(text: string) {
  let region = document.getElementById(ANNOUNCER_ID);
  if (!region) {
    region = document.createElement('p');
    region.id = ANNOUNCER_ID;
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.className = 'sr-only';
    document.body.append(region);
  }
  // The same text again (a second try) is changed by a space so that it is spoken again.
  region.textContent = text !== '' && region.textContent === text ? `${text}\u00A0` : text;
}

/** The first control marked invalid in the form, in the page's order: focused and scrolled to. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return;
  first.scrollIntoView?.({ block: 'center' });
  first.focus({ preventScroll: true });
}
