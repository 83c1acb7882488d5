import { MONTH_NAMES } from './months.ts';
import { type Modality, type PayScale, type RegimeCategory, scalesValidOn } from './pay-scales.ts';

// Issue 46, item 2: what a household employer pays this month under the régimen de casas
// particulares (Ley 26.844), from the pay table admins keep (`/dash/escalasSalariales`). Every
// amount is integer cents (centavos) inside; pesos appear only when written out, never as floats.

/** How the person works: by the hour (hours a week), or a full month with or without retiro. */
export const PAY_MODES = {
  por_horas: 'Por horas',
  con_retiro: 'Mensual con retiro',
  sin_retiro: 'Mensual sin retiro',
} as const;
export type PayMode = keyof typeof PAY_MODES;

/** The antigüedad bonus: 1 % of the basic pay per year worked for the same employer. */
export const SENIORITY_PERCENT_PER_YEAR = 1;
/** The zona desfavorable bonus: 30 % of the basic pay. */
export const UNFAVOURABLE_ZONE_PERCENT = 30;
/** The most hours a week the régimen allows (8 a day, 48 a week). */
export const MAX_WEEKLY_HOURS = 48;
/** An hourly worker's month is the year's 52 weeks over its 12 months (13/12 of four weeks). */
const WEEKS_PER_YEAR = 52;

export type PayInput = {
  /** 'YYYY-MM'. */
  month: string;
  category: RegimeCategory;
  mode: PayMode;
  /** Hours a week, in quarter hours (only for `por_horas`). */
  weeklyHours: number;
  /** Whole years worked for this employer. */
  years: number;
  zonaDesfavorable: boolean;
};

export type PayLine = { concept: string; cents: number };

export type MonthlyPay = {
  month: string;
  /** The pay-table row the basic pay comes from, and the date it applies from. */
  scale: { id: string; validFrom: string; modality: Modality; centsPer: 'hora' | 'mes'; cents: number };
  lines: PayLine[];
  totalCents: number;
  /** How the basic pay was found, in words. */
  rule: string;
};

/** Pesos (as the table keeps them, two decimals at most) to integer cents. */
export const toCents = (pesos: number): number => Math.round(pesos * 100);

/** n / d rounded half up, for non-negative integers (exact: no float division of amounts). */
export function divRound(n: number, d: number): number {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(2 * n + d)) throw new RangeError('amount too large');
  return Math.floor((2 * n + d) / (2 * d));
}

/** Cents as people in Argentina read pesos: 39872214 → '$ 398.722,14' (no float on the way). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}$ ${whole},${String(abs % 100).padStart(2, '0')}`;
}

/** 'YYYY-MM' → its last day, 'YYYY-MM-DD'. */
export function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

/** '2026-11' → 'noviembre de 2026'. */
export const monthText = (month: string): string =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;

/** '2026-01-01' → '01/01/2026'. */
export const dayText = (day: string): string => day.split('-').reverse().join('/');

const hoursText = (hours: number) => String(hours).replace('.', ',');

/**
 * The month's minimum pay: the row of the category (con retiro's hourly rate for `por_horas`, the
 * mode's monthly rate otherwise) valid on the month's last day — a raise during the month counts
 * for all of it, so the result is never below the minimum — then the antigüedad and zona
 * desfavorable bonuses over the basic pay. Null when the table has no such rate for that month.
 */
export function monthlyPay(rows: readonly PayScale[], input: PayInput): MonthlyPay | null {
  const modality: Modality = input.mode === 'sin_retiro' ? 'sin_retiro' : 'con_retiro';
  const hourly = input.mode === 'por_horas';
  const row = scalesValidOn(
    rows.filter((r) => r.category === input.category && r.modality === modality),
    lastDayOf(input.month),
  )[0];
  const rate = hourly ? row?.hourly : row?.monthly;
  if (!row || rate == null) return null;
  const rateCents = toCents(rate);
  const quarters = Math.round(input.weeklyHours * 4);
  // hours a week × 52 weeks ÷ 12 months = quarter hours × 13 ÷ 12.
  const basic = hourly ? divRound(rateCents * quarters * WEEKS_PER_YEAR, 4 * 12) : rateCents;
  const lines: PayLine[] = [
    {
      concept: hourly
        ? `Salario básico (${hoursText(input.weeklyHours)} h semanales)`
        : 'Salario básico mensual',
      cents: basic,
    },
  ];
  if (input.years > 0) {
    lines.push({
      concept: `Antigüedad (${input.years * SENIORITY_PERCENT_PER_YEAR} %)`,
      cents: divRound(basic * input.years * SENIORITY_PERCENT_PER_YEAR, 100),
    });
  }
  if (input.zonaDesfavorable) {
    lines.push({
      concept: `Zona desfavorable (${UNFAVOURABLE_ZONE_PERCENT} %)`,
      cents: divRound(basic * UNFAVOURABLE_ZONE_PERCENT, 100),
    });
  }
  const since = dayText(row.validFrom);
  const rule = hourly
    ? `Ley 26.844, escala vigente desde el ${since}: ${formatCents(rateCents)} la hora × ${hoursText(input.weeklyHours)} h semanales × 52 semanas ÷ 12 meses.`
    : `Ley 26.844, escala vigente desde el ${since}: ${formatCents(rateCents)} por mes, ${modality === 'con_retiro' ? 'con retiro' : 'sin retiro'}.`;
  return {
    month: input.month,
    scale: {
      id: row.id,
      validFrom: row.validFrom,
      modality,
      centsPer: hourly ? 'hora' : 'mes',
      cents: rateCents,
    },
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.cents, 0),
    rule,
  };
}

/** The semester a month is in: 1 (January–June) or 2 (July–December). */
export const semesterOf = (month: string): 1 | 2 => (Number(month.slice(5, 7)) <= 6 ? 1 : 2);

/** The six months of a month's semester, 'YYYY-MM'. */
export function semesterMonths(month: string): string[] {
  const first = semesterOf(month) === 1 ? 1 : 7;
  return Array.from({ length: 6 }, (_, i) => `${month.slice(0, 4)}-${String(first + i).padStart(2, '0')}`);
}

/** Months worked in `month`'s semester by someone who started in `startMonth` (1 to 6; 0 if later). */
export function monthsWorkedIn(month: string, startMonth: string): number {
  return semesterMonths(month).filter((m) => m >= startMonth).length;
}

/** The aguinaldo (SAC): half the best monthly pay of the semester, times the months worked of six. */
export const aguinaldoCents = (bestMonthCents: number, monthsWorked: number): number =>
  divRound(bestMonthCents * monthsWorked, 12);

export type Aguinaldo = {
  semester: 1 | 2;
  year: string;
  bestMonth: string;
  bestMonthCents: number;
  monthsWorked: number;
  cents: number;
  /** The day it must be paid by (Ley 26.844: 30 de junio and 18 de diciembre). */
  dueDay: string;
};

/** The SAC of `input.month`'s semester with the same terms each month (each month at its own scale). */
export function aguinaldo(
  rows: readonly PayScale[],
  input: PayInput,
  monthsWorked: number,
): Aguinaldo | null {
  let best: MonthlyPay | null = null;
  for (const month of semesterMonths(input.month)) {
    const pay = monthlyPay(rows, { ...input, month });
    if (pay && (!best || pay.totalCents > best.totalCents)) best = pay;
  }
  if (!best) return null;
  const semester = semesterOf(input.month);
  const year = input.month.slice(0, 4);
  return {
    semester,
    year,
    bestMonth: best.month,
    bestMonthCents: best.totalCents,
    monthsWorked,
    cents: aguinaldoCents(best.totalCents, monthsWorked),
    dueDay: semester === 1 ? `${year}-06-30` : `${year}-12-18`,
  };
}
