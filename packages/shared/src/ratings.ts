/** A rating rounded to the nearest half star (§2), clamped to 0..5. */
export function roundToHalf(n: number): number {
  if (!Number.isFinite(n)) return 0;
  return Math.min(5, Math.max(0, Math.round(n * 2) / 2));
}
