/** What a form announces when it was sent with fields to fix (issue 48): focus is on the first one. */
export const form = {
  invalidOne: 'Revisá el campo marcado.',
  invalidMany: 'Revisá los {n} campos marcados.',
} as const;
