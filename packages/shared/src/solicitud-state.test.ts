import { describe, expect, it } from 'vitest';
import {
  arrivalAsked,
  bookingShown,
  canRate,
  REQUEST_EXPIRY_MS,
  REQUEST_STATES,
  responseSignal,
  stateOf,
} from './solicitud-state.ts';

const CREATED = new Date('2026-11-20T12:00:00.000Z');
const facts = { createdAt: CREATED, answer: null, doneAt: null, flujoCompleto: false } as const;
const at = (ms: number) => new Date(CREATED.getTime() + ms);

describe('stateOf', () => {
  it('derives every state from the facts, the rating first', () => {
    expect(stateOf(facts, CREATED)).toBe('nueva');
    expect(stateOf(facts, at(REQUEST_EXPIRY_MS - 1))).toBe('nueva');
    expect(stateOf(facts, at(REQUEST_EXPIRY_MS))).toBe('vencida');
    // An answer given in time stays, whatever the clock says later.
    expect(stateOf({ ...facts, answer: 'acepto' }, at(10 * REQUEST_EXPIRY_MS))).toBe('aceptada');
    expect(stateOf({ ...facts, answer: 'no_puedo' }, CREATED)).toBe('rechazada');
    expect(stateOf({ ...facts, answer: 'acepto', doneAt: CREATED }, CREATED)).toBe('realizada');
    expect(stateOf({ ...facts, answer: 'acepto', doneAt: CREATED, flujoCompleto: true }, CREATED)).toBe(
      'calificada',
    );
    // "Ver datos" alone, then rated from the e-mail's link: Calificada as before.
    expect(stateOf({ ...facts, flujoCompleto: true }, CREATED)).toBe('calificada');
  });
});

describe('arrivalAsked', () => {
  const accepted = { ...facts, answer: 'acepto' as const, arrived: null, whenDate: '2026-11-21' };
  it('asks once done, or once an accepted request’s Argentine day has passed', () => {
    expect(arrivalAsked(accepted, new Date('2026-11-22T02:59:00.000Z'))).toBe(false);
    expect(arrivalAsked(accepted, new Date('2026-11-22T03:00:00.000Z'))).toBe(true);
    expect(arrivalAsked({ ...accepted, whenDate: null }, at(30 * REQUEST_EXPIRY_MS))).toBe(false);
    expect(arrivalAsked({ ...accepted, whenDate: null, doneAt: CREATED }, CREATED)).toBe(true);
  });
  it('never asks twice, nor after the rating, nor a request that was not accepted', () => {
    const later = new Date('2026-11-25T12:00:00.000Z');
    expect(arrivalAsked({ ...accepted, arrived: false }, later)).toBe(false);
    expect(arrivalAsked({ ...accepted, flujoCompleto: true }, later)).toBe(false);
    expect(arrivalAsked({ ...accepted, answer: 'no_puedo' }, later)).toBe(false);
  });
  it('never asks a series as the request: each visit is asked (decision 0072)', () => {
    const later = new Date('2026-11-25T12:00:00.000Z');
    expect(arrivalAsked({ ...accepted, recurrence: 'semanal' }, later)).toBe(false);
    expect(arrivalAsked({ ...accepted, recurrence: 'semanal', doneAt: CREATED }, later)).toBe(false);
    expect(arrivalAsked({ ...accepted, recurrence: null }, later)).toBe(true);
  });
});

describe('responseSignal', () => {
  it('shows nothing below 3 requests, and buckets the median answer time', () => {
    expect(responseSignal({ received: 2, answered: 2, medianDelayMs: 1000 })).toBeNull();
    expect(responseSignal({ received: 3, answered: 0, medianDelayMs: null })).toEqual({
      percent: 0,
      delay: null,
    });
    expect(responseSignal({ received: 3, answered: 2, medianDelayMs: 59 * 60_000 })).toEqual({
      percent: 67,
      delay: 'hora',
    });
    expect(responseSignal({ received: 4, answered: 4, medianDelayMs: 60 * 60_000 })?.delay).toBe('dia');
    expect(responseSignal({ received: 4, answered: 1, medianDelayMs: 30 * 3_600_000 })).toEqual({
      percent: 25,
      delay: 'dias',
    });
  });
});

describe('canRate', () => {
  it('offers the rating only for a request the professional accepted, and only once', () => {
    expect(REQUEST_STATES.filter(canRate)).toEqual(['aceptada', 'realizada']);
  });
});

describe('bookingShown', () => {
  it("shows a dated request's time while open, a series' also once done or rated", () => {
    const dated = { start: '2026-11-21T09:00:00-03:00', recurrence: null };
    const weekly = { ...dated, recurrence: 'semanal' };
    const shown = (r: typeof dated | typeof weekly) =>
      REQUEST_STATES.filter((state) => bookingShown({ ...r, state }));
    expect(shown(dated)).toEqual(['nueva', 'aceptada']);
    expect(shown(weekly)).toEqual(['nueva', 'aceptada', 'realizada', 'calificada']);
    expect(bookingShown({ start: null, recurrence: 'semanal', state: 'aceptada' })).toBe(false);
  });
});
