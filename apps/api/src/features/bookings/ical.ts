import { type Recurrence, TUCUMAN_TZ, tucumanParts } from '@servihogar/shared/booking-time';
import ical, { ICalEventRepeatingFreq, type ICalLuxonDateTimeStub } from 'ical-generator';

// Decision 0062: iCalendar (RFC 5545) written by ical-generator, never by hand. Times are written in
// Tucumán's wall clock with TZID America/Argentina/Tucuman and its VTIMEZONE (UTC−3, no DST).

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TUCUMAN_TZ}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:-0300',
  'TZOFFSETTO:-0300',
  'TZNAME:-03',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/**
 * An instant as ical-generator's date-time objects (the Luxon shape) read it: it writes
 * `toFormat('yyyyLLdd')` and `toFormat('HHmmss')` of the zone it set, so the Tucumán wall clock comes
 * out the same whatever the server's own time zone.
 */
function tucumanTime(at: Date): ICalLuxonDateTimeStub {
  const { date, time } = tucumanParts(at);
  const self: ICalLuxonDateTimeStub = {
    isValid: true,
    zone: { type: 'iana' },
    toJSDate: () => at,
    toJSON: () => at.toISOString(),
    setZone: () => self,
    toFormat: (format: string) =>
      format === 'yyyyLLdd' ? date.replaceAll('-', '') : `${time.replace(':', '')}00`,
  };
  return self;
}

export type FeedEvent = {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  /** A series: how often, until when (exclusive), and the visits skipped or moved away. */
  repeat?: { every: Recurrence; until: Date | null; exclude: Date[] };
};

const FREQ: Record<Recurrence, { freq: ICalEventRepeatingFreq; interval: number }> = {
  semanal: { freq: ICalEventRepeatingFreq.WEEKLY, interval: 1 },
  quincenal: { freq: ICalEventRepeatingFreq.WEEKLY, interval: 2 },
  mensual: { freq: ICalEventRepeatingFreq.MONTHLY, interval: 1 },
};

/** A calendar of these events, `text/calendar`. */
export function writeCalendar(name: string, events: FeedEvent[], stamp: Date): string {
  const calendar = ical({
    name,
    prodId: { company: 'ServiHogar', product: 'Calendario', language: 'ES' },
    timezone: { name: TUCUMAN_TZ, generator: () => VTIMEZONE },
  });
  for (const e of events) {
    calendar.createEvent({
      id: e.uid,
      start: tucumanTime(e.start),
      end: tucumanTime(e.end),
      stamp: tucumanTime(stamp),
      timezone: TUCUMAN_TZ,
      summary: e.summary,
      description: e.description ?? null,
      repeating: e.repeat
        ? {
            ...FREQ[e.repeat.every],
            ...(e.repeat.until && { until: e.repeat.until }),
            ...(e.repeat.exclude.length > 0 && { exclude: e.repeat.exclude.map(tucumanTime) }),
          }
        : null,
    });
  }
  return calendar.toString();
}
