import { describe, expect, it } from 'vitest';
import * as msg from './messages.ts';
import {
  argentinaDay,
  formatPesos,
  type PayScale,
  parsePesos,
  payScaleInputSchema,
  scalesValidOn,
} from './pay-scales.ts';

const row = (validFrom: string, hourly: number, modality: PayScale['modality'] = 'con_retiro'): PayScale => ({
  id: `${validFrom}-${modality}`,
  category: 'tareas_generales',
  modality,
  hourly,
  monthly: null,
  validFrom,
  note: '',
});

describe('pay scales', () => {
  it('takes, per category and modality, the latest row not after the day', () => {
    const rows = [
      row('2026-01-01', 1),
      row('2026-03-01', 2),
      row('2026-06-01', 3),
      row('2025-12-01', 9, 'sin_retiro'),
    ];
    expect(scalesValidOn(rows, '2025-12-31').map((r) => r.hourly)).toEqual([9]);
    expect(
      scalesValidOn(rows, '2026-03-01')
        .map((r) => r.hourly)
        .sort(),
    ).toEqual([2, 9]);
    expect(
      scalesValidOn(rows, '2026-05-31')
        .map((r) => r.hourly)
        .sort(),
    ).toEqual([2, 9]);
    expect(scalesValidOn([], '2026-05-31')).toEqual([]);
  });

  it('reads the day in Argentina, not in UTC', () => {
    expect(argentinaDay(new Date('2026-03-01T02:59:00Z'))).toBe('2026-02-28');
    expect(argentinaDay(new Date('2026-03-01T03:00:00Z'))).toBe('2026-03-01');
  });

  it('writes and reads pesos as people in Argentina do', () => {
    expect(formatPesos(3250.1)).toBe('$ 3.250,10');
    expect(formatPesos(398722.14)).toBe('$ 398.722,14');
    expect(parsePesos('3.250,10')).toBe(3250.1);
    expect(parsePesos('$ 398.722,14')).toBe(398722.14);
    expect(parsePesos('3250.10')).toBe(3250.1);
    expect(parsePesos('465.000')).toBe(465000);
    expect(parsePesos('1.465.000')).toBe(1465000);
    expect(parsePesos('1.5')).toBe(1.5);
    expect(parsePesos('  ')).toBeNull();
    expect(parsePesos('tres mil')).toBeNaN();
    expect(parsePesos('1.2.3')).toBeNaN();
  });

  it('asks for at least one amount, in pesos with cents at most', () => {
    const base = { category: 'caseros', modality: 'con_retiro', validFrom: '2026-01-01' };
    const fieldOf = (input: object) => payScaleInputSchema.safeParse(input).error?.issues[0];
    expect(fieldOf({ ...base, hourly: null, monthly: null })).toMatchObject({
      path: ['hourly'],
      message: msg.payScales.amountRequired,
    });
    expect(fieldOf({ ...base, hourly: Number.NaN, monthly: null })?.message).toBe(
      msg.payScales.amountInvalid,
    );
    expect(fieldOf({ ...base, hourly: 1.005, monthly: null })?.message).toBe(msg.payScales.amountInvalid);
    expect(fieldOf({ ...base, hourly: 3250.1, monthly: null, validFrom: '1/1/2026' })?.message).toBe(
      msg.payScales.validFromInvalid,
    );
    expect(payScaleInputSchema.parse({ ...base, hourly: 3250.1, monthly: null })).toMatchObject({ note: '' });
  });
});
