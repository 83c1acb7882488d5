import { argentineDay } from '@servihogar/shared/calendar';
import type { TestApp } from './build-test-app.ts';
import { insertProfessional } from './factories.ts';
import { adminOnly, all, type Row as MatrixRow, plainRow, prestadorOnly } from './matrix.ts';
import { insertDocument } from './verification.ts';

// Issue 45, items 2 and 3 (decision 0067): "Profesional destacado" and the criminal-record certificate.

type Context = { t: TestApp; professionalId: string };
type Row = MatrixRow<Context>;

const otherCertificate = async (c: Context) =>
  insertDocument(c.t.db, c.t.files, {
    professionalId: (await insertProfessional(c.t.db, { services: ['ninera'] })).id,
    kind: 'antecedentes',
  });

export const BADGES_ROWS: Row[] = [
  plainRow('GET /destacados/reglas', all(200)),
  plainRow('GET /destacados/mine', prestadorOnly(200)),
  {
    endpoint: 'GET /verification/documents/{id}/file (another professional’s criminal-record certificate)',
    request: async (c) => ({
      method: 'GET',
      url: `/verification/documents/${(await otherCertificate(c)).id}/file`,
    }),
    expected: adminOnly(200),
  },
  {
    endpoint: 'PUT /verification/documents/{id} (a criminal-record certificate, with its issue day)',
    request: async (c) => ({
      method: 'PUT',
      url: `/verification/documents/${(await otherCertificate(c)).id}`,
      payload: { estado: 'aprobado', emitidoEl: argentineDay(new Date()) },
    }),
    expected: adminOnly(200),
  },
];
