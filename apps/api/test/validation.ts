import { expect } from 'vitest';

/**
 * The API refused the input with 400 and exactly these messages by field (`expect.objectContaining`
 * for only some of them).
 */
export function expectFieldErrors(res: { statusCode: number; json: () => unknown }, fields: unknown): void {
  expect(res.statusCode).toBe(400);
  expect((res.json() as { fields?: unknown }).fields).toEqual(fields);
}

/** The API refused with this status and this message. */
export function expectError(
  res: { statusCode: number; json: () => unknown },
  status: number,
  message: string,
) {
  expect(res.statusCode).toBe(status);
  expect((res.json() as { message?: unknown }).message).toBe(message);
}
