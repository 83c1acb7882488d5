import { z } from 'zod';
import { JSON_MAX_DEPTH } from './constants.ts';
import * as msg from './messages.ts';

/** A NUL byte, or a UTF-16 surrogate without its partner: text no database or mail can store. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isSafeText = (text: string): boolean => !text.includes('\0') && !LONE_SURROGATE.test(text);

type Path = (string | number)[];
const childrenOf = (value: object): [string | number, unknown][] =>
  Array.isArray(value) ? value.map((item, i) => [i, item]) : Object.entries(value);

/**
 * Whether a parsed value nests arrays/objects deeper than `max` levels (a scalar is level 0). Walks
 * with an explicit stack: a body of 20 000 levels must not overflow the call stack.
 */
export function nestedDeeperThan(value: unknown, max: number = JSON_MAX_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    if (depth >= max) return true;
    for (const [, child] of childrenOf(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * The paths of every string (keys included; a bad key is named `_`) holding unsafe text, anywhere in
 * a parsed body or query, in document order. Iterative, and it stops descending past JSON_MAX_DEPTH
 * (the JSON parser refuses such bodies first; this keeps the walk safe on any input).
 */
export function unsafeTextPaths(value: unknown): Path[] {
  const found: Path[] = [];
  const stack: [unknown, Path][] = [[value, []]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (!isSafeText(node)) found.push(path);
    } else if (node && typeof node === 'object' && path.length <= JSON_MAX_DEPTH) {
      const children = childrenOf(node);
      for (let i = children.length - 1; i >= 0; i--) {
        const [key, child] = children[i]!;
        if (typeof key === 'string' && !isSafeText(key)) stack.push(['\0', [...path, '_']]);
        else stack.push([child, [...path, key]]);
      }
    }
  }
  return found;
}

/**
 * Checked before every request schema (body, query string, params): a field with a NUL byte or an
 * unpaired surrogate gets `msg.api.invalidText`, whatever the field's own schema says.
 */
/** Text that must be given: trimmed, not empty (`required`) and at most `max` characters (`tooLong`). */
export const requiredText = (max: number, required: string, tooLong: string = required) =>
  z.string(required).trim().min(1, required).max(max, tooLong);

export const safeTextSchema = z.unknown().superRefine((value, ctx) => {
  for (const path of unsafeTextPaths(value)) {
    ctx.addIssue({ code: 'custom', path, message: msg.api.invalidText });
  }
});

/** The accented letters SQL `translate()` folds, and what each becomes (same length, same order). */
export const ACCENTED = 'áàâäãåéèêëíìîïóòôöõúùûüñçýÿÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝ';
export const UNACCENTED = 'aaaaaaeeeeiiiiooooouuuuncyyaaaaaaeeeeiiiiooooouuuuncy';
