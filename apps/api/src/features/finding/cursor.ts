import * as msg from '@servihogar/shared/messages';
import type { ProfessionalsListQuery } from '@servihogar/shared/professionals';
import { AppError } from '../../lib/errors.ts';

// The page's cursor (keyset paging): the sort and the sort keys of the page's last row, base64url
// JSON. Checked value by value before any of it reaches SQL as a bound parameter.

export type Sort = ProfessionalsListQuery['sort'];
export type Key = string | number | boolean | null;
type Cursor = { s: Sort; k: Key[] };

const invalidCursor = () =>
  new AppError('VALIDATION', msg.api.invalidQuery, { cursor: msg.api.invalidQuery });

// created_at::text as PostgreSQL writes it (ISO date, time with fraction, numeric offset).
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the value at `i` of a cursor of sort `s` has the type that sort's key has there. */
function keyFits(s: Sort, i: number, value: unknown): boolean {
  if (s === 'mejorCalificacion' && i === 0) return typeof value === 'number';
  if (s === 'destacados' && i < 2) return typeof value === (i === 0 ? 'boolean' : 'number');
  if (s === 'cercania' || s === 'tarifa') return i === 1 || value === null || typeof value === 'number';
  if (s === 'fechaCercana' && i === 0) return typeof value === 'string' && TIMESTAMP.test(value);
  return typeof value === 'string';
}

export function decodeCursor(query: ProfessionalsListQuery, size: number): Cursor | null {
  if (query.cursor === undefined) return null;
  if (query.offset > 0) throw invalidCursor();
  try {
    const cursor = JSON.parse(Buffer.from(query.cursor, 'base64url').toString('utf8')) as Cursor;
    if (cursor.s !== query.sort || !Array.isArray(cursor.k) || cursor.k.length !== size)
      throw invalidCursor();
    const uuid = cursor.k.at(-1);
    if (typeof uuid !== 'string' || !UUID.test(uuid)) throw invalidCursor();
    if (!cursor.k.every((value, i) => keyFits(cursor.s, i, value))) throw invalidCursor();
    return cursor;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidCursor();
  }
}

/** The sort keys of a page's last row, as the listing query selects them. */
export type CursorRow = {
  id: string;
  nombre: string;
  apellido: string;
  calificacion: number | null;
  destacado: boolean;
  cursorCreatedAt: string;
  knn: number | null;
  rate: number | null;
};

export function cursorOf(sort: Sort, row: CursorRow): string {
  const keys: Record<Sort, Key[]> = {
    todos: [row.nombre, row.apellido, row.id],
    mejorCalificacion: [row.calificacion, row.nombre, row.apellido, row.id],
    fechaCercana: [row.cursorCreatedAt, row.id],
    destacados: [row.destacado, row.calificacion, row.nombre, row.apellido, row.id],
    cercania: [row.knn, row.id],
    tarifa: [row.rate, row.id],
  };
  return Buffer.from(JSON.stringify({ s: sort, k: keys[sort] })).toString('base64url');
}
