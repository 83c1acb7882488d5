import { eq } from 'drizzle-orm';
import { solicitudes } from '../src/db/tables/solicitudes.table.ts';
import { accounts } from '../src/db/tables/users.table.ts';
import type { TestApp } from './build-test-app.ts';
import { insertProfessional } from './factories.ts';
import { all, type Row as MatrixRow, plainRow } from './matrix.ts';

// The endpoints of the "Marketplace" issue for the authorization matrix. Each request acts on a
// new listed professional, so no caller meets the one-per-day or one-comment rules of another.

type Context = { t: TestApp; clientEmail: string };
type Row = MatrixRow<Context>;

const newProfessionalId = async (c: Context) => (await insertProfessional(c.t.db)).id;

/** A solicitud of the matrix's Cliente for a new professional; `accepted`, as a rating needs (issue 48). */
async function clientSolicitud(c: Context, accepted = false) {
  const [client] = await c.t.db.select().from(accounts).where(eq(accounts.email, c.clientEmail));
  const professionalId = await newProfessionalId(c);
  const [row] = await c.t.db
    .insert(solicitudes)
    .values({
      clientAccountId: client!.id,
      professionalId,
      categorySlug: 'plomero',
      ...(accepted ? { answer: 'acepto' as const, answeredAt: new Date() } : {}),
    })
    .returning();
  return row!;
}

const comment = { nombrePersona: 'X', descripcion: 'Muy bien', calificacionComentario: 5, foto: null };

export const MARKETPLACE_ROWS: Row[] = [
  plainRow('GET /professionals/nearby', all(200), { query: '?longitude=-65.2&latitude=-26.8' }),
  plainRow('GET /professionals/sugerencias', all(200), { query: '?q=plomero' }),
  {
    endpoint: 'GET /professionals/{id}/similar',
    request: async (c) => ({ method: 'GET', url: `/professionals/${await newProfessionalId(c)}/similar` }),
    expected: all(200),
  },
  {
    endpoint: 'POST /solicitudes',
    request: async (c) => ({
      method: 'POST',
      url: '/solicitudes',
      payload: { professionalId: await newProfessionalId(c), servicio: 'plomero' },
    }),
    expected: { anonymous: 401, Cliente: 201, Prestador: 403, Redactor: 403, Admin: 201 },
  },
  plainRow('GET /solicitudes/mine', { ...all(200), anonymous: 401 }),
  {
    endpoint: 'GET /auth/getInfoSoli/{email}/{idSoli} (the Cliente’s solicitud)',
    request: async (c) => ({
      method: 'GET',
      url: `/auth/getInfoSoli/${c.clientEmail}/${(await clientSolicitud(c)).id}`,
    }),
    expected: { anonymous: 401, Cliente: 200, Prestador: 403, Redactor: 403, Admin: 200 },
  },
  {
    endpoint: 'POST /professionals/addComment/{id} (profile body)',
    request: async (c) => ({
      method: 'POST',
      url: `/professionals/addComment/${await newProfessionalId(c)}`,
      payload: comment,
    }),
    expected: { anonymous: 401, Cliente: 201, Prestador: 403, Redactor: 201, Admin: 201 },
  },
  {
    endpoint: 'POST /professionals/addComment/{id} (rating body, the Cliente’s solicitud)',
    request: async (c) => {
      const soli = await clientSolicitud(c, true);
      return {
        method: 'POST',
        url: `/professionals/addComment/${soli.professionalId}`,
        payload: { ...comment, idSoli: soli.id, emailCliente: c.clientEmail },
      };
    },
    expected: { anonymous: 401, Cliente: 201, Prestador: 403, Redactor: 403, Admin: 403 },
  },
];
