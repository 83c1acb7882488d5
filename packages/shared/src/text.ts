import { z } from 'zod';
import * as msg from './messages.ts';

/** A NUL byte, or a UTF-16 surrogate without its partner: text no database or mail can store. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isSafeText = (text: string): boolean => !text.includes('\0') && !LONE_SURROGATE.test(text);

/** The paths of every string (keys included) holding unsafe text, anywhere in a parsed body or query. */
export function unsafeTextPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return isSafeText(value) ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => unsafeTextPaths(item, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      isSafeText(key) ? unsafeTextPaths(item, [...path, key]) : [[...path, '_']],
    );
  }
  return [];
}

/**
 * Checked before every request schema (body, query string, params): a field with a NUL byte or an
 * unpaired surrogate gets `msg.api.invalidText`, whatever the field's own schema says.
 */
export const safeTextSchema = z.unknown().superRefine((value, ctx) => {
  for (const path of unsafeTextPaths(value)) {
    ctx.addIssue({ code: 'custom', path, message: msg.api.invalidText });
  }
});

/**
 * Text as every search compares it: lower case, without accents ('María' → 'maria'). The API
 * folds the stored text the same way in SQL (`folded` in db/sql-helpers.ts, with ACCENTED / UNACCENTED).
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The accented letters SQL `translate()` folds, and what each becomes (same length, same order). */
export const ACCENTED = 'áàâäãåéèêëíìîïóòôöõúùûüñçýÿÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝ';
export const UNACCENTED = 'aaaaaaeeeeiiiiooooouuuuncyyaaaaaaeeeeiiiiooooouuuuncy';
