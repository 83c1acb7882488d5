import type { Db } from '../src/db/client.ts';
import { complaints } from '../src/db/tables/complaints.table.ts';
import { nextTicketId } from '../src/features/complaints/file-complaint.service.ts';
import type { TestApp } from './build-test-app.ts';
import { adminOnly, all, type Row as MatrixRow, plainRow, signedIn } from './matrix.ts';

// The endpoints of the "Consumer-complaints portal" issue for the authorization matrix.

type Context = { t: TestApp };
type Row = MatrixRow<Context>;

/** A complaint of nobody in particular, straight into the table. */
export async function insertComplaint(db: Db, values: Partial<typeof complaints.$inferInsert> = {}) {
  const [row] = await db
    .insert(complaints)
    .values({
      ticketId: await nextTicketId(db, new Date()),
      titulo: 'Reclamo de prueba',
      descripcion: 'Descripción de prueba',
      empresaComercio: 'Comercio de prueba',
      categoria: 'Otros',
      denunciante: 'Anónimo',
      anonymous: true,
      ciudad: 'San Miguel de Tucumán',
      ...values,
    })
    .returning();
  return row!;
}

export const COMPLAINT_FORM = {
  titulo: 'Cobro indebido',
  empresaComercio: 'Kiosco El Sol',
  categoria: 'Comercio Local',
  descripcion: 'Me cobraron dos veces el mismo producto.',
  ciudad: 'Yerba Buena',
};

export const COMPLAINTS_ROWS: Row[] = [
  plainRow('GET /api/complaints', all(200), { query: '?ciudad=tucuman&criticidad=Media' }),
  {
    endpoint: 'POST /api/complaints',
    request: () => ({ method: 'POST', url: '/api/complaints', payload: COMPLAINT_FORM }),
    expected: signedIn(201),
  },
  plainRow('GET /api/complaints/mine', signedIn(200)),
  plainRow('GET /api/complaints/admin', adminOnly(200), { query: '?search=prueba&estado=Pendiente' }),
  {
    endpoint: 'PUT /api/complaints/{id}',
    request: async (c) => ({
      method: 'PUT',
      url: `/api/complaints/${(await insertComplaint(c.t.db)).id}`,
      payload: { estado: 'En revisión' },
    }),
    expected: adminOnly(200),
  },
  {
    endpoint: 'DELETE /api/complaints/{id}',
    request: async (c) => ({
      method: 'DELETE',
      url: `/api/complaints/${(await insertComplaint(c.t.db)).id}`,
    }),
    expected: adminOnly(200),
  },
];
