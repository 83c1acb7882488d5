import { describe, expect, it } from 'vitest';
import { DAY_MS } from './constants.ts';
import { canWithdraw, renewalStopped, withdrawable, withdrawalDeadline } from './subscription-rights.ts';

const T = new Date('2026-11-20T12:00:00.000Z');
const at = (days: number) => new Date(T.getTime() + days * DAY_MS);
const approved = (day: number) => ({
  paymentStatus: 'confirmed',
  approvedAt: at(day),
  refundRequestedAt: null,
});

describe('subscription rights', () => {
  it('arrepentimiento: only a confirmed payment, up to exactly 10 days after its approval, once', () => {
    expect(withdrawalDeadline(T)).toEqual(at(10));
    expect(canWithdraw(approved(0), at(10))).toBe(true);
    expect(canWithdraw(approved(0), new Date(at(10).getTime() + 1))).toBe(false);
    expect(canWithdraw({ ...approved(0), paymentStatus: 'pending' }, at(1))).toBe(false);
    expect(canWithdraw({ ...approved(0), approvedAt: null }, at(1))).toBe(false);
    expect(canWithdraw({ ...approved(0), refundRequestedAt: at(1) }, at(1))).toBe(false);
  });

  it('the newest qualifying payment is the one withdrawn', () => {
    const list = [
      { id: 'a', ...approved(0) },
      { id: 'b', ...approved(5) },
      { id: 'c', ...approved(-20) },
    ];
    expect(withdrawable(list, at(6))?.id).toBe('b');
    expect(withdrawable(list, at(16))).toBeUndefined();
  });

  it('baja stops renewal', () => {
    expect(renewalStopped({ bajaAt: null })).toBe(false);
    expect(renewalStopped({ bajaAt: T })).toBe(true);
  });
});
