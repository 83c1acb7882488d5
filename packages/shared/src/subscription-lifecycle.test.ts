import { describe, expect, it } from 'vitest';
import { DAY_MS, TRIAL_DAYS, TRIAL_REMINDER_DAYS_BEFORE } from './constants.ts';
import {
  deriveLifecycle,
  extendPaidUntil,
  type LifecycleInput,
  subscriptionNotice,
  trialReminderDue,
} from './subscription-lifecycle.ts';

const start = new Date('2026-03-01T12:00:00.000Z');
const trialEnd = new Date(start.getTime() + TRIAL_DAYS * DAY_MS);
const at = (ms: number) => new Date(ms);

/** No trial to count: never started, or paid. */
const NO_TRIAL = { trialEndsAt: null, trialDaysLeft: null };

const base: LifecycleInput = {
  altaUsuario: true,
  trialStartedAt: start,
  freeSuspended: false,
  paidUntil: null,
};

describe('deriveLifecycle', () => {
  it('pending alta: not free, not overdue, not listed', () => {
    const l = deriveLifecycle({ ...base, altaUsuario: false, trialStartedAt: null }, start);
    expect(l).toEqual({ free: null, cuotaVencida: false, listed: false, ...NO_TRIAL });
    expect(subscriptionNotice(l)).toBeNull();
  });

  it('trial just started: free, listed, 7 days left', () => {
    const l = deriveLifecycle(base, start);
    expect(l).toEqual({
      free: true,
      cuotaVencida: false,
      listed: true,
      trialEndsAt: trialEnd,
      trialDaysLeft: 7,
    });
    expect(subscriptionNotice(l)).toBe('trial');
  });

  it('counts trial days left rounded up', () => {
    expect(deriveLifecycle(base, at(start.getTime() + 1)).trialDaysLeft).toBe(7);
    expect(deriveLifecycle(base, at(start.getTime() + DAY_MS)).trialDaysLeft).toBe(6);
    expect(deriveLifecycle(base, at(trialEnd.getTime() - DAY_MS - 1)).trialDaysLeft).toBe(2);
  });

  it('1 ms before the trial ends: still free, 1 day left', () => {
    const l = deriveLifecycle(base, at(trialEnd.getTime() - 1));
    expect(l.free).toBe(true);
    expect(l.listed).toBe(true);
    expect(l.trialDaysLeft).toBe(1);
  });

  it.each([0, 1, 30 * DAY_MS])('trial ended (+%d ms): not free, not listed', (offset) => {
    const l = deriveLifecycle(base, at(trialEnd.getTime() + offset));
    expect(l).toEqual({
      free: false,
      cuotaVencida: false,
      listed: false,
      trialEndsAt: trialEnd,
      trialDaysLeft: null,
    });
    expect(subscriptionNotice(l)).toBe('trialExpired');
  });

  it('free suspended by admin during the trial', () => {
    const l = deriveLifecycle({ ...base, freeSuspended: true }, start);
    expect(l).toMatchObject({ free: false, cuotaVencida: false, listed: false, trialDaysLeft: null });
    expect(subscriptionNotice(l)).toBe('trialExpired');
  });

  it('free suspended before any alta', () => {
    const l = deriveLifecycle(
      { ...base, altaUsuario: false, trialStartedAt: null, freeSuspended: true },
      start,
    );
    expect(l).toMatchObject({ free: false, listed: false });
  });

  it('account suspended (altaUsuario false) during the trial: free but not listed', () => {
    const l = deriveLifecycle({ ...base, altaUsuario: false }, start);
    expect(l).toMatchObject({ free: true, listed: false });
  });

  describe('paid', () => {
    const paidUntil = new Date(trialEnd.getTime() + 30 * DAY_MS);
    const paid = { ...base, paidUntil };

    it('paid overrides the trial, even during it', () => {
      const l = deriveLifecycle(paid, start);
      expect(l).toEqual({ free: null, cuotaVencida: false, listed: true, ...NO_TRIAL });
      expect(subscriptionNotice(l)).toBeNull();
    });

    it('paid overrides a free suspension', () => {
      expect(deriveLifecycle({ ...paid, freeSuspended: true }, start)).toMatchObject({
        free: null,
        listed: true,
      });
    });

    it('paid without a trial ever started is listed', () => {
      expect(deriveLifecycle({ ...paid, trialStartedAt: null }, start)).toMatchObject({ listed: true });
    });

    it('1 ms before the paid period ends: not overdue', () => {
      const l = deriveLifecycle(paid, at(paidUntil.getTime() - 1));
      expect(l).toMatchObject({ free: null, cuotaVencida: false, listed: true });
    });

    it.each([0, 1])('paid period ended (+%d ms): overdue, not listed', (offset) => {
      const l = deriveLifecycle(paid, at(paidUntil.getTime() + offset));
      expect(l).toEqual({ free: null, cuotaVencida: true, listed: false, ...NO_TRIAL });
      expect(subscriptionNotice(l)).toBe('membershipExpired');
    });

    it('paid but account suspended: not listed', () => {
      expect(deriveLifecycle({ ...paid, altaUsuario: false }, start)).toMatchObject({ listed: false });
    });
  });
});

describe('subscriptionNotice', () => {
  it('free wins over cuotaVencida', () => {
    expect(subscriptionNotice({ free: true, cuotaVencida: true })).toBe('trial');
    expect(subscriptionNotice({ free: false, cuotaVencida: true })).toBe('trialExpired');
    expect(subscriptionNotice({ free: null, cuotaVencida: false })).toBeNull();
  });
});

describe('trialReminderDue', () => {
  const windowStart = trialEnd.getTime() - TRIAL_REMINDER_DAYS_BEFORE * DAY_MS;
  const fresh = { ...base, trialReminderSentAt: null };

  it('is due from exactly 2 days before the trial ends until 1 ms before it ends', () => {
    expect(trialReminderDue(fresh, at(windowStart - 1))).toBe(false);
    expect(trialReminderDue(fresh, at(windowStart))).toBe(true);
    expect(trialReminderDue(fresh, at(trialEnd.getTime() - 1))).toBe(true);
    expect(trialReminderDue(fresh, trialEnd)).toBe(false);
  });

  it('goes out once per trial: a reminder of an earlier trial does not count', () => {
    const now = at(windowStart);
    expect(trialReminderDue({ ...fresh, trialReminderSentAt: now }, now)).toBe(false);
    expect(trialReminderDue({ ...fresh, trialReminderSentAt: at(start.getTime() - 1) }, now)).toBe(true);
  });

  it('is not due when suspended, not active, paid or never started', () => {
    const now = at(windowStart);
    expect(trialReminderDue({ ...fresh, freeSuspended: true }, now)).toBe(false);
    expect(trialReminderDue({ ...fresh, altaUsuario: false }, now)).toBe(false);
    expect(trialReminderDue({ ...fresh, paidUntil: trialEnd }, now)).toBe(false);
    expect(trialReminderDue({ ...fresh, trialStartedAt: null }, now)).toBe(false);
  });
});

describe('extendPaidUntil', () => {
  const now = start;

  it('counts from now when never paid or overdue', () => {
    expect(extendPaidUntil(null, now, 30)).toEqual(at(now.getTime() + 30 * DAY_MS));
    expect(extendPaidUntil(at(now.getTime() - DAY_MS), now, 30)).toEqual(at(now.getTime() + 30 * DAY_MS));
    expect(extendPaidUntil(now, now, 30)).toEqual(at(now.getTime() + 30 * DAY_MS));
  });

  it('counts from the current end while it is ahead', () => {
    const end = at(now.getTime() + 5 * DAY_MS);
    expect(extendPaidUntil(end, now, 90)).toEqual(at(end.getTime() + 90 * DAY_MS));
  });
});

describe('every admin transition, derived', () => {
  const now = at(start.getTime() + 3 * DAY_MS);
  const states: [string, LifecycleInput, Partial<ReturnType<typeof deriveLifecycle>>][] = [
    ['registered', { ...base, altaUsuario: false, trialStartedAt: null }, { free: null, listed: false }],
    ['dado de alta', base, { free: true, listed: true }],
    ['suspender usuario', { ...base, altaUsuario: false }, { free: true, listed: false }],
    ['suspender free', { ...base, freeSuspended: true }, { free: false, listed: false }],
    ['habilitar cuenta', { ...base, trialStartedAt: now }, { free: true, listed: true, trialDaysLeft: 7 }],
    [
      'restablecer abonado',
      { ...base, freeSuspended: true, paidUntil: extendPaidUntil(null, now, 30) },
      { free: null, cuotaVencida: false, listed: true },
    ],
  ];
  it.each(states)('%s', (_name, input, expected) => {
    expect(deriveLifecycle(input, now)).toMatchObject(expected);
  });
});
