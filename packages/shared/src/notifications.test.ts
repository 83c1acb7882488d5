import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUIET_HOURS,
  defaultChannels,
  NOTIFICATION_KINDS,
  quietHoursRelease,
} from './notifications.ts';

// Tucumán is UTC−3 all year: 22:00 there is 01:00 UTC the next day, 08:00 there is 11:00 UTC.
const tuc = (local: string) => new Date(`${local}-03:00`);

describe('quietHoursRelease (22–8, Tucumán)', () => {
  it('lets through what happens outside quiet hours at once', () => {
    for (const at of ['2026-11-20T08:00:00', '2026-11-20T12:30:00', '2026-11-20T21:59:59']) {
      expect(quietHoursRelease(tuc(at), DEFAULT_QUIET_HOURS)).toEqual(tuc(at));
    }
  });

  it('holds the evening until 8:00 the next morning, across the UTC midnight', () => {
    expect(quietHoursRelease(tuc('2026-11-20T22:00:00'), DEFAULT_QUIET_HOURS)).toEqual(
      tuc('2026-11-21T08:00:00'),
    );
    // 23:30 in Tucumán is already 02:30 UTC of the 21st: still the morning of the 21st.
    expect(quietHoursRelease(tuc('2026-11-20T23:30:00'), DEFAULT_QUIET_HOURS)).toEqual(
      tuc('2026-11-21T08:00:00'),
    );
  });

  it('holds the small hours until 8:00 the same morning', () => {
    expect(quietHoursRelease(tuc('2026-11-21T00:10:00'), DEFAULT_QUIET_HOURS)).toEqual(
      tuc('2026-11-21T08:00:00'),
    );
    expect(quietHoursRelease(tuc('2026-11-21T07:59:00'), DEFAULT_QUIET_HOURS)).toEqual(
      tuc('2026-11-21T08:00:00'),
    );
  });

  it('crosses a month and a year end', () => {
    expect(quietHoursRelease(tuc('2026-12-31T23:00:00'), DEFAULT_QUIET_HOURS)).toEqual(
      tuc('2027-01-01T08:00:00'),
    );
  });

  it('handles hours within one day, off, and empty ranges', () => {
    const siesta = { enabled: true, start: 13, end: 16 };
    expect(quietHoursRelease(tuc('2026-11-20T14:00:00'), siesta)).toEqual(tuc('2026-11-20T16:00:00'));
    expect(quietHoursRelease(tuc('2026-11-20T16:00:00'), siesta)).toEqual(tuc('2026-11-20T16:00:00'));
    expect(quietHoursRelease(tuc('2026-11-20T23:00:00'), { ...DEFAULT_QUIET_HOURS, enabled: false })).toEqual(
      tuc('2026-11-20T23:00:00'),
    );
    expect(quietHoursRelease(tuc('2026-11-20T23:00:00'), { enabled: true, start: 5, end: 5 })).toEqual(
      tuc('2026-11-20T23:00:00'),
    );
  });
});

describe('defaultChannels', () => {
  it('holds every kind with every outside channel on', () => {
    const channels = defaultChannels();
    expect(Object.keys(channels)).toEqual([...NOTIFICATION_KINDS]);
    expect(channels.message).toEqual({ email: true, push: true, whatsapp: true });
  });
});
