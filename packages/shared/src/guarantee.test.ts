import { describe, expect, it } from 'vitest';
import { countdown } from './business-days.ts';
import {
  addMonths,
  canAnswer,
  claimDeadlines,
  claimRefusal,
  GUARANTEE_CODE,
  guaranteeClaimBodySchema,
  guaranteeCode,
  hireDay,
  monthStart,
} from './guarantee.ts';
import * as msg from './messages.ts';

const at = (iso: string) => new Date(iso);
const accepted = { answer: 'acepto' as const, doneAt: null, whenDate: null, start: null };

describe('guaranteeCode', () => {
  it('is GAR, the year and eight digits', () => {
    expect(guaranteeCode(2026, 1)).toBe('GAR-2026-00000001');
    expect(guaranteeCode(2026, 99_999_999)).toBe('GAR-2026-99999999');
    expect(GUARANTEE_CODE.test(guaranteeCode(2027, 42))).toBe(true);
    expect(GUARANTEE_CODE.test('GAR-2026-0000001')).toBe(false);
  });
});

describe('addMonths', () => {
  it('keeps the day, or the last day of a shorter month', () => {
    expect(addMonths('2026-05-29', 6)).toBe('2026-11-29');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-12-31', 6)).toBe('2027-06-30');
  });
});

describe('hireDay and claimRefusal (a verified hire, within 6 months)', () => {
  const now = at('2026-11-29T15:00:00Z');
  it('needs an accepted request, done or whose day passed', () => {
    expect(hireDay({ ...accepted, answer: null }, now)).toBeNull();
    expect(hireDay({ ...accepted, answer: 'no_puedo', doneAt: now }, now)).toBeNull();
    expect(hireDay(accepted, now)).toBeNull();
    expect(hireDay({ ...accepted, whenDate: '2026-11-29' }, now)).toBeNull(); // today has not passed
    expect(hireDay({ ...accepted, whenDate: '2026-11-28' }, now)).toBe('2026-11-28');
    expect(hireDay({ ...accepted, start: at('2026-11-28T13:00:00Z') }, now)).toBe('2026-11-28');
    // Done counts in Argentina's calendar: 01:00 UTC on the 20th is still the 19th there.
    expect(hireDay({ ...accepted, doneAt: at('2026-11-20T01:00:00Z') }, now)).toBe('2026-11-19');
    expect(claimRefusal(accepted, now)).toBe(msg.guarantee.notHired);
  });
  it('is open through the day 6 months after the work, not the day after', () => {
    const done = { ...accepted, doneAt: at('2026-05-29T15:00:00Z') };
    expect(claimRefusal(done, at('2026-11-29T15:00:00Z'))).toBeNull();
    expect(claimRefusal(done, at('2026-11-30T02:59:00Z'))).toBeNull(); // still the 29th in Tucumán
    expect(claimRefusal(done, at('2026-11-30T03:00:00Z'))).toBe(msg.guarantee.windowOver);
  });
});

describe('claimDeadlines and canAnswer', () => {
  const holidays = new Set(['2026-12-08']);
  it('gives 3 business days to answer, then 5 to decide, skipping weekends and holidays', () => {
    // Friday 4 December: Mon 7, (Tue 8 holiday), Wed 9, Thu 10; then Fri 11, 14, 15, 16, 17.
    expect(claimDeadlines('2026-12-04', holidays)).toEqual({
      respuestaHasta: '2026-12-10',
      decisionHasta: '2026-12-17',
    });
  });
  it('lets the professional answer once, through the last day', () => {
    const claim = { estado: 'abierto' as const, respuestaHasta: '2026-12-10' };
    expect(canAnswer(claim, at('2026-12-11T02:59:00Z'))).toBe(true);
    expect(canAnswer(claim, at('2026-12-11T03:00:00Z'))).toBe(false);
    expect(canAnswer({ ...claim, estado: 'respondido' }, at('2026-12-09T12:00:00Z'))).toBe(false);
  });
  it('counts the queue down to the decision day, then past it', () => {
    expect(countdown('2026-12-16', '2026-12-17', holidays)).toEqual({ businessDaysLeft: 1, overdue: false });
    expect(countdown('2026-12-17', '2026-12-17', holidays)).toEqual({ businessDaysLeft: 0, overdue: false });
    expect(countdown('2026-12-18', '2026-12-17', holidays)).toEqual({ businessDaysLeft: -1, overdue: true });
  });
});

describe('monthStart (the 5-a-month limit)', () => {
  it('is the first instant of the month in Argentina', () => {
    expect(monthStart(at('2026-12-01T02:59:00Z')).toISOString()).toBe('2026-11-01T03:00:00.000Z');
    expect(monthStart(at('2026-12-01T03:00:00Z')).toISOString()).toBe('2026-12-01T03:00:00.000Z');
  });
});

describe('guaranteeClaimBodySchema', () => {
  it('asks for a motivo and 20 to 2000 characters', () => {
    const ok = { motivo: 'danos', descripcion: 'Rompió la canilla del baño.' };
    expect(guaranteeClaimBodySchema.safeParse(ok).success).toBe(true);
    expect(guaranteeClaimBodySchema.safeParse({ ...ok, motivo: 'otro' }).success).toBe(false);
    expect(guaranteeClaimBodySchema.safeParse({ ...ok, descripcion: 'x'.repeat(19) }).success).toBe(false);
    expect(guaranteeClaimBodySchema.safeParse({ ...ok, descripcion: 'x'.repeat(2001) }).success).toBe(false);
  });
});
