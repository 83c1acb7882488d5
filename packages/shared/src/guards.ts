// Plain type guards for the few shapes the browser checks before anything else has loaded (the
// runtime config, the error body, the token's UserInfo): no validation library on the first page
// (issue 15). Every form and route schema stays in zod.

export type Guard<T> = (value: unknown) => value is T;

export const isString: Guard<string> = (value): value is string => typeof value === 'string';
export const isBoolean: Guard<boolean> = (value): value is boolean => typeof value === 'boolean';

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isArrayOf<T>(guard: Guard<T>): Guard<T[]> {
  return (value): value is T[] => Array.isArray(value) && value.every(guard);
}

export function isRecordOf<T>(guard: Guard<T>): Guard<Record<string, T>> {
  return (value): value is Record<string, T> => isObject(value) && Object.values(value).every(guard);
}

export function isOneOf<const T extends readonly unknown[]>(values: T): Guard<T[number]> {
  return (value): value is T[number] => values.includes(value);
}

type Shape = Record<string, Guard<unknown>>;
type ShapeOf<S extends Shape> = { [K in keyof S]: S[K] extends Guard<infer T> ? T : never };

/**
 * A guard of an object with exactly the listed keys' types (extra keys ignored); `pick` returns a
 * copy with only those keys, as zod's object parsing does.
 */
export function objectOf<S extends Shape>(shape: S) {
  const is = (value: unknown): value is ShapeOf<S> =>
    isObject(value) && Object.entries(shape).every(([key, guard]) => guard(value[key]));
  const pick = (value: unknown): ShapeOf<S> | null => {
    if (!is(value)) return null;
    return Object.fromEntries(Object.keys(shape).map((key) => [key, value[key]])) as ShapeOf<S>;
  };
  return { is, pick };
}
