import { describe, expect, it } from 'vitest';
import { addBusinessDays, businessDaysBetween, isBusinessDay } from './business-days.ts';

// A few of the 2026 national holidays, as the `holidays` table holds them.
const HOLIDAYS = new Set([
  '2026-03-23',
  '2026-03-24',
  '2026-04-02',
  '2026-04-03',
  '2026-12-07',
  '2026-12-08',
  '2026-12-25',
]);
const NONE = new Set<string>();

describe('isBusinessDay', () => {
  it('is Monday to Friday except holidays', () => {
    expect(isBusinessDay('2026-11-27', NONE)).toBe(true); // Friday
    expect(isBusinessDay('2026-11-28', NONE)).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-29', NONE)).toBe(false); // Sunday
    expect(isBusinessDay('2026-12-08', HOLIDAYS)).toBe(false); // Tuesday, Inmaculada Concepción
    expect(isBusinessDay('2026-12-08', NONE)).toBe(true);
  });

  it('refuses what is not a day', () => {
    expect(() => isBusinessDay('27/11/2026', NONE)).toThrow(RangeError);
  });
});

describe('addBusinessDays (the deadline)', () => {
  it('counts from the next day: Monday → Monday, Friday → Friday over a weekend', () => {
    expect(addBusinessDays('2026-11-16', 5, NONE)).toBe('2026-11-23');
    expect(addBusinessDays('2026-11-20', 5, NONE)).toBe('2026-11-27');
  });

  it('starts on Monday when filed on a weekend', () => {
    expect(addBusinessDays('2026-11-21', 5, NONE)).toBe('2026-11-27'); // Saturday
    expect(addBusinessDays('2026-11-22', 5, NONE)).toBe('2026-11-27'); // Sunday
    expect(addBusinessDays('2026-11-22', 1, NONE)).toBe('2026-11-23');
  });

  it('skips holidays: the bridge and the 8th of December, Christmas, Easter with the 24th of March', () => {
    // Thursday 3 Dec: Fri 4, (Mon 7 and Tue 8 holidays), Wed 9, Thu 10, Fri 11, Mon 14.
    expect(addBusinessDays('2026-12-03', 5, HOLIDAYS)).toBe('2026-12-14');
    expect(addBusinessDays('2026-12-03', 5, NONE)).toBe('2026-12-10');
    // Tuesday 22 Dec: Wed 23, Thu 24, (Fri 25), Mon 28, Tue 29, Wed 30.
    expect(addBusinessDays('2026-12-22', 5, HOLIDAYS)).toBe('2026-12-30');
    // Friday 20 March: (Mon 23, Tue 24), Wed 25, Thu 26, Fri 27, Mon 30, Tue 31.
    expect(addBusinessDays('2026-03-20', 5, HOLIDAYS)).toBe('2026-03-31');
    // Friday 27 March: Mon 30, Tue 31, Wed 1, (Thu 2 Malvinas, Fri 3 Good Friday), Mon 6, Tue 7 April.
    expect(addBusinessDays('2026-03-27', 5, HOLIDAYS)).toBe('2026-04-07');
  });

  it('crosses the year', () => {
    expect(addBusinessDays('2026-12-30', 5, new Set([...HOLIDAYS, '2027-01-01']))).toBe('2027-01-07');
  });

  it('is the day itself with zero days', () => {
    expect(addBusinessDays('2026-11-28', 0, NONE)).toBe('2026-11-28');
  });
});

describe('businessDaysBetween (the countdown)', () => {
  it('counts the business days left up to the due day, 0 on it', () => {
    expect(businessDaysBetween('2026-11-20', '2026-11-27', NONE)).toBe(5);
    expect(businessDaysBetween('2026-11-26', '2026-11-27', NONE)).toBe(1);
    expect(businessDaysBetween('2026-11-27', '2026-11-27', NONE)).toBe(0);
    expect(businessDaysBetween('2026-11-28', '2026-11-30', NONE)).toBe(1); // a Saturday before a Monday
  });

  it('leaves holidays out', () => {
    expect(businessDaysBetween('2026-12-04', '2026-12-14', HOLIDAYS)).toBe(4);
  });

  it('is negative once the due day is past, 0 on the weekend right after it', () => {
    expect(businessDaysBetween('2026-11-28', '2026-11-27', NONE)).toBe(0);
    expect(businessDaysBetween('2026-11-30', '2026-11-27', NONE)).toBe(-1);
    expect(businessDaysBetween('2026-12-09', '2026-12-04', HOLIDAYS)).toBe(-1);
  });

  it('agrees with addBusinessDays', () => {
    for (const filed of ['2026-03-20', '2026-12-03', '2026-11-21']) {
      const due = addBusinessDays(filed, 5, HOLIDAYS);
      expect(businessDaysBetween(filed, due, HOLIDAYS)).toBe(5);
    }
  });
});
