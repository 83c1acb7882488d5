import { describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH } from './constants.ts';
import { foldForSearch } from './fold.ts';
import * as msg from './messages.ts';
import {
  ACCENTED,
  isSafeText,
  nestedDeeperThan,
  safeTextSchema,
  UNACCENTED,
  unsafeTextPaths,
} from './text.ts';

describe('safe text', () => {
  it('accepts accents, emoji and empty text; refuses NUL and unpaired surrogates', () => {
    for (const text of ['', 'Núñez', 'Clara 😀', 'línea\nnueva']) expect(isSafeText(text), text).toBe(true);
    for (const text of ['a\u0000b', '\uD800', 'a\uDC00', '\uDE00😀', '😀\uD83D']) {
      expect(isSafeText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('names the path of every bad string, keys included', () => {
    expect(unsafeTextPaths({ a: 'ok', b: ['x', 'y\u0000'], c: { d: '\uD800' }, 'k\u0000': 1 })).toEqual([
      ['b', 1],
      ['c', 'd'],
      ['_'],
    ]);
    const result = safeTextSchema.safeParse({ nombre: 'a\u0000' });
    expect(result.error?.issues).toMatchObject([{ path: ['nombre'], message: msg.api.invalidText }]);
    expect(safeTextSchema.safeParse({ nombre: 'Ana', edad: 3 }).success).toBe(true);
  });
});

describe('deeply nested values', () => {
  const deepArray = (levels: number): unknown => {
    let value: unknown = 'a\u0000';
    for (let i = 0; i < levels; i++) value = [value];
    return value;
  };

  it('measures nesting without recursion, even 20 000 levels deep', () => {
    expect(nestedDeeperThan(deepArray(20_000))).toBe(true);
    expect(nestedDeeperThan(deepArray(JSON_MAX_DEPTH))).toBe(false);
    expect(nestedDeeperThan(deepArray(JSON_MAX_DEPTH + 1))).toBe(true);
    expect(nestedDeeperThan({ a: { b: [1, 2, { c: 'x' }] } }, 4)).toBe(false);
    expect(nestedDeeperThan({ a: { b: [1, 2, { c: 'x' }] } }, 3)).toBe(true);
  });

  it('walks a 20 000-level value for bad text without overflowing the stack', () => {
    expect(() => unsafeTextPaths(deepArray(20_000))).not.toThrow();
    expect(unsafeTextPaths({ a: deepArray(3) })).toEqual([['a', 0, 0, 0]]);
  });
});

describe('foldForSearch', () => {
  it('drops case and accents', () => {
    expect(foldForSearch('María José NÚÑEZ')).toBe('maria jose nunez');
    expect(foldForSearch('Ángel Peña')).toBe('angel pena');
  });

  it('folds each letter of ACCENTED to the same letter of UNACCENTED', () => {
    expect(ACCENTED.length).toBe(UNACCENTED.length);
    expect(foldForSearch(ACCENTED)).toBe(UNACCENTED);
  });
});
