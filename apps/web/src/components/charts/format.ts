// es-AR numbers and dates of the charts, their tables and their CSV files.

const integer = new Intl.NumberFormat('es-AR');
const decimal = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const pesos = new Intl.NumberFormat('es-AR', {
  style: 'currency',
  currency: 'ARS',
  maximumFractionDigits: 0,
});
const percent = new Intl.NumberFormat('es-AR', { style: 'percent', maximumFractionDigits: 0 });
// Weeks and months are calendar dates (`YYYY-MM-DD`, `YYYY-MM`): read in UTC, they stay that day.
const shortDay = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('es-AR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export const formatInteger = (n: number) => integer.format(n);
export const formatDecimal = (n: number) => decimal.format(n);
export const formatPesos = (n: number) => pesos.format(n);
export const formatPercent = (ratio: number) => percent.format(ratio);
/** `2026-11-16` → '16 nov'. */
export const formatWeek = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));
/** `2026-11` → 'noviembre de 2026'. */
export const formatMonth = (month: string) => monthYear.format(new Date(`${month}-01T00:00:00Z`));
