// Not in format.ts: that module is on the first visit, and these names are not.
/** The months in Spanish, lower case ('enero'…'diciembre'). */
export const MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
