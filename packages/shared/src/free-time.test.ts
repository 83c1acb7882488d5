import { describe, expect, it } from 'vitest';
import { instantAt } from './calendar.ts';
import { type CalendarRules, freeIntervals, isFreeOn, nextFreeDays, subtract } from './free-time.ts';
import { rulesOf, workCalendarSchema } from './work-calendar.ts';

const h = (hours: number) => hours * 60;
/** Lun–Vie 09:00–13:00 and 15:00–19:00, Sáb 22:00–24:00, Dom 00:00–03:00 (a night across midnight). */
const RULES: CalendarRules = {
  week: [
    [
      { desde: h(9), hasta: h(13) },
      { desde: h(15), hasta: h(19) },
    ],
    [{ desde: h(9), hasta: h(13) }],
    [{ desde: h(9), hasta: h(13) }],
    [{ desde: h(9), hasta: h(13) }],
    [{ desde: h(9), hasta: h(13) }],
    [{ desde: h(22), hasta: h(24) }],
    [{ desde: 0, hasta: h(3) }],
  ],
  daysOff: [{ desde: '2026-12-08', hasta: '2026-12-09' }],
  horizonDays: 30,
};
const at = (day: string, hours: number) => instantAt(day, hours * 60).getTime();
// Sunday 29 November 2026, 10:00 in Tucumán.
const NOW = new Date('2026-11-29T13:00:00.000Z');

describe('free time', () => {
  it('subtracts taken intervals', () => {
    expect(subtract([{ start: 0, end: 10 }], [{ start: 3, end: 5 }])).toEqual([
      { start: 0, end: 3 },
      { start: 5, end: 10 },
    ]);
    expect(subtract([{ start: 0, end: 10 }], [{ start: -5, end: 20 }])).toEqual([]);
  });

  it('is the weekly hours in Tucumán time minus the bookings', () => {
    const booking = { start: at('2026-11-30', 10), end: at('2026-11-30', 12) };
    expect(freeIntervals(RULES, [booking], '2026-11-30', NOW)).toEqual([
      { start: at('2026-11-30', 9), end: at('2026-11-30', 10) },
      { start: at('2026-11-30', 12), end: at('2026-11-30', 13) },
      { start: at('2026-11-30', 15), end: at('2026-11-30', 19) },
    ]);
    // 09:00 in Tucumán is 12:00 UTC.
    expect(new Date(at('2026-11-30', 9)).toISOString()).toBe('2026-11-30T12:00:00.000Z');
  });

  it('has nothing on a day off, a past day, or past the horizon', () => {
    expect(isFreeOn(RULES, [], '2026-12-08', NOW)).toBe(false);
    expect(isFreeOn(RULES, [], '2026-12-10', NOW)).toBe(true);
    expect(isFreeOn(RULES, [], '2026-11-27', NOW)).toBe(false);
    expect(isFreeOn(RULES, [], '2026-12-28', NOW)).toBe(true);
    expect(isFreeOn(RULES, [], '2026-12-30', NOW)).toBe(false);
    expect(isFreeOn({ ...RULES, horizonDays: null }, [], '2027-06-30', NOW)).toBe(true);
  });

  it('starts today from now, on a quarter hour, and drops stretches under 30 minutes', () => {
    const monday10 = new Date(at('2026-11-30', 10) + 7 * 60_000);
    expect(freeIntervals(RULES, [], '2026-11-30', monday10)[0]).toEqual({
      start: at('2026-11-30', 10.25),
      end: at('2026-11-30', 13),
    });
    const tight = { start: at('2026-12-01', 9.5), end: at('2026-12-01', 13) };
    expect(freeIntervals(RULES, [tight], '2026-12-01', NOW)).toEqual([
      { start: at('2026-12-01', 9), end: at('2026-12-01', 9.5) },
    ]);
    const tighter = { start: at('2026-12-01', 9.25), end: at('2026-12-01', 13) };
    expect(freeIntervals(RULES, [tighter], '2026-12-01', NOW)).toEqual([]);
  });

  it('lists the next 14 days by franja; a night across midnight is two days’ ranges', () => {
    const days = nextFreeDays(RULES, [], NOW);
    expect(days[0]).toMatchObject({ dia: '2026-11-30' });
    expect(days[0]!.franjas.map((f) => [f.franja, f.desde, f.hasta])).toEqual([
      ['manana', '09:00', '13:00'],
      ['tarde', '15:00', '19:00'],
    ]);
    const saturday = days.find((d) => d.dia === '2026-12-05')!;
    expect(saturday.franjas).toEqual([
      {
        franja: 'noche',
        desde: '22:00',
        hasta: '24:00',
        start: '2026-12-06T01:00:00.000Z',
        end: '2026-12-06T03:00:00.000Z',
      },
    ]);
    expect(days.find((d) => d.dia === '2026-12-06')!.franjas[0]).toMatchObject({
      franja: 'manana',
      desde: '00:00',
      hasta: '03:00',
    });
    expect(days.map((d) => d.dia)).not.toContain('2026-12-08');
    expect(days.at(-1)!.dia <= '2026-12-12').toBe(true);
  });

  it('splits a stretch across 13:00 between mañana and tarde', () => {
    const rules: CalendarRules = { ...RULES, week: RULES.week.map(() => [{ desde: h(11), hasta: h(15) }]) };
    expect(nextFreeDays(rules, [], NOW, 2)[0]!.franjas.map((f) => [f.franja, f.desde, f.hasta])).toEqual([
      ['manana', '11:00', '13:00'],
      ['tarde', '13:00', '15:00'],
    ]);
  });
});

describe('the calendar form', () => {
  const valid = {
    horario: [
      { dia: 'lun', desde: '09:00', hasta: '13:00' },
      { dia: 'lun', desde: '15:00', hasta: '19:00' },
      { dia: 'sab', desde: '22:00', hasta: '24:00' },
    ],
    diasLibres: [{ desde: '2026-12-08', hasta: '2026-12-09' }],
    horizonteDias: '30',
  };

  it('reads ranges, days off and the horizon as free-time rules', () => {
    const rules = rulesOf(workCalendarSchema.parse(valid));
    expect(rules.week[0]).toEqual([
      { desde: 540, hasta: 780 },
      { desde: 900, hasta: 1140 },
    ]);
    expect(rules.week[5]).toEqual([{ desde: 1320, hasta: 1440 }]);
    expect(rules.horizonDays).toBe(30);
  });

  it('refuses in Spanish a range past midnight, overlapping ranges, bad times and days off backwards', () => {
    const issues = (body: unknown) =>
      workCalendarSchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ...valid, horario: [{ dia: 'lun', desde: '22:00', hasta: '02:00' }] })).toEqual([
      [
        'horario.0.hasta',
        'La hora de fin tiene que ser posterior a la de inicio (un horario no pasa la medianoche: cargá dos).',
      ],
    ]);
    expect(
      issues({
        ...valid,
        horario: [
          { dia: 'lun', desde: '09:00', hasta: '13:00' },
          { dia: 'lun', desde: '12:00', hasta: '14:00' },
        ],
      }),
    ).toEqual([['horario.1.desde', 'Este horario se superpone con otro del mismo día.']]);
    expect(issues({ ...valid, horario: [{ dia: 'lun', desde: '9', hasta: '13:00' }] })).toEqual([
      ['horario.0.desde', 'Escribí la hora como HH:MM, por ejemplo 09:00.'],
    ]);
    expect(issues({ ...valid, diasLibres: [{ desde: '2026-12-09', hasta: '2026-12-08' }] })).toEqual([
      ['diasLibres.0.hasta', 'El último día no puede ser anterior al primero.'],
    ]);
    expect(issues({ ...valid, horizonteDias: 0 })).toEqual([['horizonteDias', 'Elegí entre 1 y 365 días.']]);
  });
});
