import type { ErrorBody } from './errors.ts';
import { isObject, isRecordOf, isString } from './guards.ts';

const isFields = isRecordOf(isString);

/**
 * The error body on the wire (`errorBodySchema` in errors.ts, which the API documents and
 * serialises with) checked without zod, for the browser's API client on the first page.
 */
export function parseErrorBody(value: unknown): ErrorBody | null {
  if (!isObject(value) || !isString(value.code) || !isString(value.message)) return null;
  if (value.fields !== undefined && !isFields(value.fields)) return null;
  const body: ErrorBody = { code: value.code, message: value.message };
  if (value.fields !== undefined) body.fields = value.fields;
  return body;
}
