import { describe, expect, it } from 'vitest';
import { payInputSchema, validCuil } from './employer.ts';
import { bookedWeeklyHours, employerToolsApply } from './employer-access.ts';
import {
  aguinaldo,
  aguinaldoCents,
  divRound,
  formatCents,
  monthlyPay,
  monthsWorkedIn,
  type PayInput,
} from './employer-pay.ts';
import type { PayScale } from './pay-scales.ts';

// The worked examples of issue 46 against the demo table (January 2026 as the press reported it).
const row = (over: Partial<PayScale>): PayScale => ({
  id: 'r',
  category: 'tareas_generales',
  modality: 'con_retiro',
  hourly: 3250.1,
  monthly: 398722.14,
  validFrom: '2026-01-01',
  note: '',
  ...over,
});
const TABLE = [
  row({ id: 'jan' }),
  row({ id: 'apr', hourly: 3400.55, monthly: 417000.01, validFrom: '2026-04-15' }),
];
const input = (over: Partial<PayInput>): PayInput => ({
  month: '2026-03',
  category: 'tareas_generales',
  mode: 'con_retiro',
  weeklyHours: 48,
  years: 0,
  zonaDesfavorable: false,
  ...over,
});

describe('the month’s minimum pay', () => {
  it('a full-time mensual con retiro: the monthly rate, plus 2 years and zona desfavorable', () => {
    const plain = monthlyPay(TABLE, input({}))!;
    expect(plain.totalCents).toBe(39_872_214);
    expect(formatCents(plain.totalCents)).toBe('$ 398.722,14');
    expect(plain.scale).toMatchObject({ id: 'jan', validFrom: '2026-01-01', centsPer: 'mes' });
    expect(plain.rule).toBe(
      'Ley 26.844, escala vigente desde el 01/01/2026: $ 398.722,14 por mes, con retiro.',
    );
    const full = monthlyPay(TABLE, input({ years: 2, zonaDesfavorable: true }))!;
    // 2 % of 398.722,14 = 7.974,4428 → 7.974,44; 30 % = 119.616,642 → 119.616,64.
    expect(full.lines.map((l) => [l.concept, l.cents])).toEqual([
      ['Salario básico mensual', 39_872_214],
      ['Antigüedad (2 %)', 797_444],
      ['Zona desfavorable (30 %)', 11_961_664],
    ]);
    expect(formatCents(full.totalCents)).toBe('$ 526.313,22');
  });

  it('a 12-hour-a-week cleaner with 3 years: 52 hours a month at the hourly rate, plus 3 %', () => {
    const pay = monthlyPay(TABLE, input({ mode: 'por_horas', weeklyHours: 12, years: 3 }))!;
    // 12 h × 52 ÷ 12 = 52 h × $ 3.250,10 = $ 169.005,20; 3 % = 5.070,156 → 5.070,16.
    expect(pay.lines.map((l) => l.cents)).toEqual([16_900_520, 507_016]);
    expect(formatCents(pay.totalCents)).toBe('$ 174.075,36');
    expect(pay.rule).toContain('$ 3.250,10 la hora × 12 h semanales × 52 semanas ÷ 12 meses');
    // Quarter hours: 12,5 h a week = 54,1666… h a month, rounded once, at the end, half up.
    expect(monthlyPay(TABLE, input({ mode: 'por_horas', weeklyHours: 12.5 }))!.totalCents).toBe(
      divRound(325_010 * 50 * 52, 48),
    );
  });

  it('takes the row valid on the month’s last day, and nothing when the table has no rate', () => {
    expect(monthlyPay(TABLE, input({ month: '2026-04' }))!.scale.id).toBe('apr');
    expect(monthlyPay(TABLE, input({ month: '2025-12' }))).toBeNull();
    expect(monthlyPay(TABLE, input({ mode: 'sin_retiro' }))).toBeNull();
    expect(monthlyPay([row({ monthly: null })], input({}))).toBeNull();
  });
});

describe('the aguinaldo (SAC)', () => {
  it('a half-semester SAC: half the best month times 3 of 6 months, rounded half up', () => {
    // 398.722,14 ÷ 2 × 3 ÷ 6 = 99.680,535 → 99.680,54.
    expect(aguinaldoCents(39_872_214, 3)).toBe(9_968_054);
    expect(formatCents(aguinaldoCents(39_872_214, 3))).toBe('$ 99.680,54');
    expect(aguinaldoCents(39_872_214, 6)).toBe(19_936_107);
  });

  it('takes the best month of the semester, each month at its own scale', () => {
    const sac = aguinaldo(TABLE, input({ month: '2026-02' }), monthsWorkedIn('2026-02', '2026-04'))!;
    expect(sac).toMatchObject({
      semester: 1,
      bestMonth: '2026-04',
      bestMonthCents: 41_700_001,
      monthsWorked: 3,
    });
    expect(sac.dueDay).toBe('2026-06-30');
    expect(sac.cents).toBe(divRound(41_700_001 * 3, 12));
    expect(aguinaldo(TABLE, input({ month: '2026-09' }), 6)!.dueDay).toBe('2026-12-18');
    expect(monthsWorkedIn('2026-09', '2025-01')).toBe(6);
    expect(monthsWorkedIn('2026-09', '2027-01')).toBe(0);
  });
});

describe('the tools’ rules', () => {
  it('are for accepted, repeating requests of the régimen’s services', () => {
    const s = { answer: 'acepto', recurrence: 'semanal' as const, servicio: 'limpieza-domestica' };
    expect(employerToolsApply(s)).toBe(true);
    expect(employerToolsApply({ ...s, recurrence: null })).toBe(false);
    expect(employerToolsApply({ ...s, answer: 'no_puedo' })).toBe(false);
    expect(employerToolsApply({ ...s, servicio: 'plomero' })).toBe(false);
  });

  it('reads the booked hours a week, and checks CUILs and the calculator’s fields', () => {
    expect(bookedWeeklyHours(180, 'semanal')).toBe(3);
    expect(bookedWeeklyHours(240, 'quincenal')).toBe(2);
    expect(bookedWeeklyHours(480, 'mensual')).toBe(1.75);
    expect(bookedWeeklyHours(null, 'semanal')).toBeNull();
    expect(validCuil('27-12345678-0')).toBe(true);
    expect(validCuil('27-12345678-5')).toBe(false);
    expect(validCuil('20-1234')).toBe(false);
    const ok = { ...input({}), monthsWorked: 6 };
    expect(payInputSchema.safeParse(ok).success).toBe(true);
    expect(payInputSchema.safeParse({ ...ok, weeklyHours: 12.3 }).error?.issues[0]?.path).toEqual([
      'weeklyHours',
    ]);
    expect(payInputSchema.safeParse({ ...ok, month: '2026-13' }).success).toBe(false);
  });

  it('writes cents as pesos without floats', () => {
    expect(formatCents(0)).toBe('$ 0,00');
    expect(formatCents(5)).toBe('$ 0,05');
    expect(formatCents(123_456_789_01)).toBe('$ 123.456.789,01');
  });
});
