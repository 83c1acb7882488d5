import { claimDeadlines, guaranteeCode } from '@servihogar/shared/guarantee';
import { eq } from 'drizzle-orm';
import { nextCaseNumber } from '../src/db/case-numbers.ts';
import { guaranteeClaimSeq, guaranteeClaims } from '../src/db/tables/guarantee-claims.table.ts';
import { solicitudes } from '../src/db/tables/solicitudes.table.ts';
import { storedPrivatePng } from './images.ts';
import { adminOnly, type Row as MatrixRow, plainRow, signedIn } from './matrix.ts';
import { multipartBody } from './multipart.ts';
import { done, type Context as LoopContext, request } from './request-loop-matrix-rows.ts';

// Guarantee claims (decision 0066): only the solicitud's client claims, only its professional
// answers (anyone else, admins included, gets 404), only admins see the queue and decide.

type Context = LoopContext & { png: Buffer };
type Row = MatrixRow<Context>;

/** A new open claim on a done solicitud of the matrix's parties (with a photo); its code. */
async function openClaim(c: Context): Promise<string> {
  const id = await request(c, done);
  const [s] = await c.t.db.select().from(solicitudes).where(eq(solicitudes.id, id));
  const now = new Date();
  const codigo = await nextCaseNumber(c.t.db, guaranteeClaimSeq, guaranteeCode, now);
  await c.t.db.insert(guaranteeClaims).values({
    codigo,
    solicitudId: id,
    clientId: s!.clientAccountId,
    professionalId: s!.professionalId,
    motivo: 'danos',
    descripcion: 'Rompió la canilla del baño.',
    fotoKeys: [await storedPrivatePng(c.t.files, 'guarantee')],
    // Far ahead, whatever the test clock says.
    ...claimDeadlines('2099-01-05', new Set()),
  });
  return codigo;
}

export const GUARANTEE_ROWS: Row[] = [
  {
    endpoint: 'POST /solicitudes/{id}/garantia',
    request: async (c) => ({
      method: 'POST',
      url: `/solicitudes/${await request(c, done)}/garantia`,
      payload: { motivo: 'danos', descripcion: 'Rompió la canilla del baño al cambiar el cuerito.' },
    }),
    expected: { anonymous: 401, Cliente: 201, Prestador: 404, Redactor: 404, Admin: 404 },
  },
  {
    endpoint: 'POST /solicitudes/{id}/garantia/fotos',
    request: async (c) => {
      const { payload, headers } = multipartBody([
        { field: 'motivo', data: 'danos' },
        { field: 'descripcion', data: 'Rompió la canilla del baño al cambiar el cuerito.' },
        { field: 'fotos', filename: 'canilla.png', contentType: 'image/png', data: c.png },
      ]);
      return {
        method: 'POST',
        url: `/solicitudes/${await request(c, done)}/garantia/fotos`,
        payload,
        headers,
      };
    },
    expected: { anonymous: 401, Cliente: 201, Prestador: 404, Redactor: 404, Admin: 404 },
  },
  {
    // Its client, its professional and admins; anyone else 404.
    endpoint: 'GET /garantias/{codigo}/fotos/{n}',
    request: async (c) => ({ method: 'GET', url: `/garantias/${await openClaim(c)}/fotos/0` }),
    expected: { anonymous: 401, Cliente: 200, Prestador: 200, Redactor: 404, Admin: 200 },
  },
  plainRow('GET /garantias/mine', signedIn(200)),
  {
    endpoint: 'POST /garantias/{codigo}/respuesta',
    request: async (c) => ({
      method: 'POST',
      url: `/garantias/${await openClaim(c)}/respuesta`,
      payload: { respuesta: 'Cambié el cuerito; la canilla ya estaba rota.' },
    }),
    expected: { anonymous: 401, Cliente: 404, Prestador: 200, Redactor: 404, Admin: 404 },
  },
  plainRow('GET /garantias', adminOnly(200)),
  {
    endpoint: 'POST /garantias/{codigo}/decision',
    request: async (c) => ({
      method: 'POST',
      url: `/garantias/${await openClaim(c)}/decision`,
      payload: { decision: 'acuerdo', resultado: 'Acordaron repetir el trabajo sin cargo.' },
    }),
    expected: adminOnly(200),
  },
];
