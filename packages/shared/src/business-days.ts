import { DAY_MS } from './constants.ts';

// Business days in Argentina (issue 32, Ley 25.326): Monday to Friday except the national holidays,
// which are data (the `holidays` table) handed in as a set of `YYYY-MM-DD` days. Pure: no clock.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const toTime = (day: string): number => {
  if (!DAY.test(day)) throw new RangeError(`not a day: ${day}`);
  return Date.parse(`${day}T00:00:00Z`);
};
const toDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** Whether a day is worked: not Saturday, not Sunday, not a holiday. */
export function isBusinessDay(day: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(toTime(day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/**
 * The `count`-th business day after `day` (the day itself never counts, whatever it is): a request
 * filed on Friday with 5 days is due the next Friday, one filed on a Saturday the Friday after.
 */
export function addBusinessDays(day: string, count: number, holidays: ReadonlySet<string>): string {
  let time = toTime(day);
  for (let left = count; left > 0; ) {
    time += DAY_MS;
    if (isBusinessDay(toDay(time), holidays)) left--;
  }
  return toDay(time);
}

/**
 * Business days from `today` to `due`: how many are left after today up to the due day (0 on the
 * due day itself), or minus how many have passed since it when it is over.
 */
export function businessDaysBetween(today: string, due: string, holidays: ReadonlySet<string>): number {
  const [from, to, sign] = today <= due ? [today, due, 1] : [due, today, -1];
  let count = 0;
  for (let time = toTime(from) + DAY_MS; time <= toTime(to); time += DAY_MS)
    if (isBusinessDay(toDay(time), holidays)) count++;
  return count === 0 ? 0 : sign * count;
}

/** A deadline's countdown as of `today`: business days left (negative once past) and whether it is over. */
export function countdown(
  today: string,
  due: string,
  holidays: ReadonlySet<string>,
): { businessDaysLeft: number; overdue: boolean } {
  return { businessDaysLeft: businessDaysBetween(today, due, holidays), overdue: today > due };
}
