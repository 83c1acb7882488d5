import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { writeCalendar } from './ical.ts';

// The feed read back by a real iCalendar parser (ical.js), as a calendar app would.
describe('writeCalendar', () => {
  const start = new Date('2026-12-05T12:00:00Z'); // sábado 09:00 in Tucumán
  const text = writeCalendar(
    'ServiHogar',
    [
      {
        uid: 'series-1@servihogar',
        start,
        end: new Date('2026-12-05T15:00:00Z'),
        summary: 'Limpieza Domestica con Ana',
        repeat: { every: 'semanal', until: null, exclude: [new Date('2026-12-12T12:00:00Z')] },
      },
      {
        uid: 'booking-1@servihogar',
        start: new Date('2026-12-01T20:30:00Z'),
        end: new Date('2026-12-01T22:00:00Z'),
        summary: 'Plomero con Juan',
      },
    ],
    new Date('2026-11-29T10:00:00Z'),
  );
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  const timezone = calendar.getFirstSubcomponent('vtimezone')!;
  ICAL.TimezoneService.register(timezone);

  it('writes the series as RRULE with its skipped date as EXDATE, in Tucumán time', () => {
    expect(timezone.getFirstPropertyValue('tzid')).toBe('America/Argentina/Tucuman');
    const series = new ICAL.Event(events[0]!);
    expect(series.isRecurring()).toBe(true);
    expect(series.startDate.toString()).toBe('2026-12-05T09:00:00');
    expect(events[0]!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/Argentina/Tucuman');
    expect(series.startDate.toJSDate().toISOString()).toBe(start.toISOString());
    const rule = events[0]!.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect(rule.freq).toBe('WEEKLY');
    const iterator = series.iterator();
    const next = [1, 2, 3].map(() => iterator.next()!.toString());
    // The 12th was skipped: the visits are the 5th, the 19th and the 26th.
    expect(next).toEqual(['2026-12-05T09:00:00', '2026-12-19T09:00:00', '2026-12-26T09:00:00']);
  });

  it('writes a one-off booking with its end', () => {
    const one = new ICAL.Event(events[1]!);
    expect(one.isRecurring()).toBe(false);
    expect(one.summary).toBe('Plomero con Juan');
    expect(one.startDate.toString()).toBe('2026-12-01T17:30:00');
    expect(one.endDate.toString()).toBe('2026-12-01T19:00:00');
  });
});
