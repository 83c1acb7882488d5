import { eq } from 'drizzle-orm';
import { payScales } from '../src/db/tables/pay-scales.table.ts';
import { solicitudes } from '../src/db/tables/solicitudes.table.ts';
import { accounts } from '../src/db/tables/users.table.ts';
import type { TestApp } from './build-test-app.ts';
import type { Row as MatrixRow } from './matrix.ts';

// Issue 46's employer tools for the authorization matrix: each row makes an accepted weekly cleaning
// request of the matrix's Cliente to the matrix's Prestador. Only its client sees the tools and
// prints receipts; the professional, admins and anyone else get 404.

type Context = { t: TestApp; clientEmail: string; professionalId: string };
type Row = MatrixRow<Context>;

async function weeklyCleaning(c: Context): Promise<string> {
  const [client] = await c.t.db.select().from(accounts).where(eq(accounts.email, c.clientEmail));
  await c.t.db
    .insert(payScales)
    .values({ category: 'tareas_generales', modality: 'con_retiro', hourly: 3250.1, validFrom: '2026-01-01' })
    .onConflictDoNothing();
  const [row] = await c.t.db
    .insert(solicitudes)
    .values({
      clientAccountId: client!.id,
      professionalId: c.professionalId,
      categorySlug: 'limpieza-domestica',
      recurrence: 'semanal',
      answer: 'acepto',
      answeredAt: new Date(),
    })
    .returning({ id: solicitudes.id });
  return row!.id;
}

const onlyTheClient = { anonymous: 401, Cliente: 200, Prestador: 404, Redactor: 404, Admin: 404 };

export const EMPLOYER_ROWS: Row[] = [
  {
    endpoint: 'GET /employer/{solicitudId}',
    request: async (c) => ({ method: 'GET', url: `/employer/${await weeklyCleaning(c)}` }),
    expected: onlyTheClient,
  },
  {
    endpoint: 'POST /employer/{solicitudId}/receipt',
    request: async (c) => ({
      method: 'POST',
      url: `/employer/${await weeklyCleaning(c)}/receipt`,
      payload: {
        month: '2026-11',
        category: 'tareas_generales',
        mode: 'por_horas',
        weeklyHours: 12,
        years: 0,
        zonaDesfavorable: false,
        monthsWorked: 6,
        paidOn: '2026-11-30',
      },
    }),
    expected: onlyTheClient,
  },
];
