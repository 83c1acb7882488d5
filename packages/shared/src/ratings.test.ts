import { describe, expect, it } from 'vitest';
import { roundToHalf } from './ratings.ts';

describe('roundToHalf', () => {
  it.each([
    [0, 0],
    [1, 1],
    [3.2, 3],
    [3.25, 3.5],
    [3.74, 3.5],
    [3.75, 4],
    [4.9, 5],
    [5, 5],
  ])('%d → %d', (n, expected) => {
    expect(roundToHalf(n)).toBe(expected);
  });

  it('clamps out-of-range and non-finite values', () => {
    expect(roundToHalf(-1)).toBe(0);
    expect(roundToHalf(7)).toBe(5);
    expect(roundToHalf(Number.NaN)).toBe(0);
  });
});
