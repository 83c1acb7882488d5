import { describe, expect, it } from 'vitest';
import { displayName, fillMessage, formatLongDate, waitText } from './format.ts';
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

describe('waitText and displayName', () => {
  it('words a wait in whole minutes from a minute up, else seconds', () => {
    expect(waitText(900)).toBe('15 minutos');
    expect(waitText(61)).toBe('2 minutos');
    expect(waitText(60)).toBe('1 minuto');
    expect(waitText(40)).toBe('40 segundos');
    expect(waitText(0.2)).toBe('1 segundo');
  });

  it('shows a first name and the initial of the surname', () => {
    expect(displayName('Carla', 'quiroga')).toBe('Carla Q.');
    expect(displayName(' Ana ', 'Ñandú')).toBe('Ana Ñ.');
    expect(displayName('Ana', '')).toBe('Ana');
  });
});
