import { describe, expect, it } from 'vitest';
import { fillMessage, formatLongDate } from './format.ts';
import * as msg from './messages.ts';

describe('format', () => {
  it('writes dates in Spanish at Argentina time (UTC-3)', () => {
    expect(formatLongDate(new Date('2026-11-27T12:00:00Z'))).toBe('27 de noviembre de 2026');
    // 01:00 UTC is still the previous evening in Tucumán.
    expect(formatLongDate('2026-12-01T01:00:00Z')).toBe('30 de noviembre de 2026');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fillMessage(msg.subscription.approved, { fecha: '1 de enero de 2027' })).toBe(
      'Suscripción aprobada: abonado hasta el 1 de enero de 2027.',
    );
    expect(fillMessage('{a} {b}', { a: 'x' })).toBe('x {b}');
  });
});
