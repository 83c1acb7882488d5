import { eq } from 'drizzle-orm';
import { comments } from '../src/db/tables/comments.table.ts';
import { solicitudes } from '../src/db/tables/solicitudes.table.ts';
import { accounts } from '../src/db/tables/users.table.ts';
import type { TestApp } from './build-test-app.ts';
import { adminOnly, type Row as MatrixRow, plainRow } from './matrix.ts';

// The request loop's endpoints (decision 0031) for the authorization matrix. Each request is a new
// solicitud of the matrix's Cliente to the matrix's Prestador, at the step the action needs: only
// its two parties act (the one whose turn it is), admins read but do not act, anyone else gets 404.

export type Context = { t: TestApp; clientEmail: string; professionalId: string };
type Row = MatrixRow<Context>;
export type Facts = Partial<typeof solicitudes.$inferInsert>;

/** A new solicitud of the matrix's Cliente to the matrix's Prestador, with these facts: its row. */
export async function requestRow(c: Context, facts: Facts = {}) {
  const [client] = await c.t.db.select().from(accounts).where(eq(accounts.email, c.clientEmail));
  const [row] = await c.t.db
    .insert(solicitudes)
    .values({
      clientAccountId: client!.id,
      professionalId: c.professionalId,
      categorySlug: 'plomero',
      ...facts,
    })
    .returning();
  return row!;
}

/** A new solicitud of the matrix's Cliente to the matrix's Prestador, with these facts: its id. */
export const request = async (c: Context, facts: Facts = {}) => (await requestRow(c, facts)).id;

export const accepted: Facts = { answer: 'acepto', answeredAt: new Date() };
export const done: Facts = { ...accepted, doneAt: new Date(), doneBy: 'professional' };
const action = (path: string, facts: Facts, payload?: object) => async (c: Context) => ({
  method: 'POST' as const,
  url: `/solicitudes/${await request(c, facts)}/${path}`,
  ...(payload ? { payload } : {}),
});

async function review(c: Context) {
  const [row] = await c.t.db
    .insert(comments)
    .values({
      professionalId: c.professionalId,
      nombrePersona: 'Ana P',
      descripcion: 'Bien',
      calificacion: 4,
      reply: null,
    })
    .returning();
  return row!.id;
}

export const REQUEST_LOOP_ROWS: Row[] = [
  plainRow('GET /solicitudes/inbox', {
    anonymous: 401,
    Cliente: 403,
    Prestador: 200,
    Redactor: 403,
    Admin: 403,
  }),
  {
    endpoint: 'POST /solicitudes/{id}/answer',
    request: action('answer', {}, { answer: 'acepto' }),
    expected: { anonymous: 401, Cliente: 403, Prestador: 200, Redactor: 404, Admin: 403 },
  },
  {
    endpoint: 'POST /solicitudes/{id}/done',
    request: action('done', accepted),
    expected: { anonymous: 401, Cliente: 200, Prestador: 200, Redactor: 404, Admin: 403 },
  },
  {
    endpoint: 'POST /solicitudes/{id}/arrival',
    request: action('arrival', done, { arrived: true }),
    expected: { anonymous: 401, Cliente: 200, Prestador: 403, Redactor: 404, Admin: 403 },
  },
  {
    endpoint: 'POST /solicitudes/{id}/no-show-reply',
    request: action('no-show-reply', { ...done, arrived: false, arrivedAt: new Date() }, { reply: 'Fui' }),
    expected: { anonymous: 401, Cliente: 403, Prestador: 200, Redactor: 404, Admin: 403 },
  },
  plainRow('GET /solicitudes/no-shows', adminOnly(200)),
  {
    endpoint: 'POST /professionals/comments/{id}/reply',
    request: async (c) => ({
      method: 'POST',
      url: `/professionals/comments/${await review(c)}/reply`,
      payload: { reply: 'Gracias' },
    }),
    expected: { anonymous: 401, Cliente: 403, Prestador: 200, Redactor: 403, Admin: 403 },
  },
  {
    endpoint: 'POST /professionals/comments/{id}/hide',
    request: async (c) => ({
      method: 'POST',
      url: `/professionals/comments/${await review(c)}/hide`,
      payload: { part: 'review', reason: 'Ofensiva' },
    }),
    expected: adminOnly(204),
  },
];
