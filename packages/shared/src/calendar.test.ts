import { describe, expect, it } from 'vitest';
import {
  addDays,
  argentineDay,
  argentineDayStart,
  argentineIso,
  argentineYear,
  clockMinutes,
  clockText,
  dayStart,
  daysBetween,
  instantAt,
  lastWeeks,
  minutesOfDay,
  mondayOf,
  TIME_ZONE,
  weekdayOf,
} from './calendar.ts';

describe('the Tucumán calendar', () => {
  it('agrees with the IANA zone America/Argentina/Tucuman on every day of 2026 and 2027', () => {
    const wall = new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (
      let t = Date.parse('2026-01-01T00:00:00Z');
      t < Date.parse('2028-01-01T00:00:00Z');
      t += 7 * 3_600_000
    ) {
      const at = new Date(t);
      const parts = Object.fromEntries(wall.formatToParts(at).map((p) => [p.type, p.value]));
      expect(argentineDay(at)).toBe(`${parts.year}-${parts.month}-${parts.day}`);
      expect(minutesOfDay(at)).toBe(Number(parts.hour) * 60 + Number(parts.minute));
    }
  });

  it('starts a day at 03:00 UTC', () => {
    expect(argentineDay(new Date('2026-11-21T02:59:59.000Z'))).toBe('2026-11-20');
    expect(argentineDay(new Date('2026-11-21T03:00:00.000Z'))).toBe('2026-11-21');
    expect(dayStart('2026-11-21').toISOString()).toBe('2026-11-21T03:00:00.000Z');
    expect(argentineDayStart(new Date('2026-11-21T02:00:00.000Z')).toISOString()).toBe(
      '2026-11-20T03:00:00.000Z',
    );
    expect(argentineYear(new Date('2027-01-01T02:59:00.000Z'))).toBe(2026);
    expect(argentineYear(new Date('2027-01-01T03:00:00.000Z'))).toBe(2027);
  });

  it('counts days and weekdays (Monday 0)', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-29', '2026-12-13')).toBe(14);
    expect(weekdayOf('2026-11-30')).toBe(0);
    expect(weekdayOf('2026-11-29')).toBe(6);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(lastWeeks(new Date('2026-11-30T02:00:00Z'), 2)).toEqual(['2026-11-16', '2026-11-23']);
  });

  it('writes and reads times of day', () => {
    expect(clockMinutes('09:30')).toBe(570);
    expect(clockMinutes('24:00')).toBe(1440);
    expect(clockMinutes('24:01')).toBeNull();
    expect(clockMinutes('9:30')).toBeNull();
    expect(clockText(570)).toBe('09:30');
    expect(instantAt('2026-12-05', 570).toISOString()).toBe('2026-12-05T12:30:00.000Z');
    expect(instantAt('2026-12-05', 1440).toISOString()).toBe('2026-12-06T03:00:00.000Z');
    expect(argentineIso(new Date('2026-12-05T12:30:00.000Z'))).toBe('2026-12-05T09:30:00-03:00');
  });
});
