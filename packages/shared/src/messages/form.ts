/** What a form announces when it was sent with fields to fix (issue 48): focus is on the first one. */
export const form = {
  invalidOne: 'Revisa el campo marcado.',
  invalidMany: 'Revisa los {n} campos marcados.',
} as const;
