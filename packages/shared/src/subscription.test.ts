import { describe, expect, it } from 'vitest';
import { DAY_MS, TRIAL_DAYS } from './constants.ts';
import { deriveLifecycle, type LifecycleInput, subscriptionNotice } from './subscription.ts';

const start = new Date('2026-03-01T12:00:00.000Z');
const trialEnd = new Date(start.getTime() + TRIAL_DAYS * DAY_MS);
const at = (ms: number) => new Date(ms);

const base: LifecycleInput = {
  altaUsuario: true,
  trialStartedAt: start,
  freeSuspended: false,
  paidUntil: null,
};

describe('deriveLifecycle', () => {
  it('pending alta: not free, not overdue, not listed', () => {
    const l = deriveLifecycle({ ...base, altaUsuario: false, trialStartedAt: null }, start);
    expect(l).toEqual({
      free: null,
      cuotaVencida: false,
      listed: false,
      trialEndsAt: null,
      trialDaysLeft: null,
    });
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
      expect(l).toEqual({
        free: null,
        cuotaVencida: false,
        listed: true,
        trialEndsAt: null,
        trialDaysLeft: null,
      });
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
      expect(l).toEqual({
        free: null,
        cuotaVencida: true,
        listed: false,
        trialEndsAt: null,
        trialDaysLeft: null,
      });
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
