import { COMPLAINT_ESTADOS, CRITICIDADES } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAdmin } from '../../../test/accounts.ts';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { pageReader } from '../../../test/page-reader.ts';
import { complaints } from '../../db/tables/complaints.table.ts';

// Issue 29 item 9: the admins' complaints list paged on the server, with the search, estado and
// criticidad applied in SQL and the count over every page.

const COUNT = 57;

type Page = {
  complaints: { ticket_id: string; estado: string; criticidad: string; titulo: string }[];
  total: number;
  page: number;
  pageSize: number;
};

describe('GET /api/complaints/admin, a page at a time', () => {
  const t = testAppOfSuite({ now: () => NOW });
  let admin: SignedIn;
  const list = pageReader<Page>(
    () => t().app,
    '/api/complaints/admin',
    () => admin,
  );

  beforeAll(async () => {
    ({ admin } = await signInAdmin(t()));
    await t()
      .db.insert(complaints)
      .values(
        Array.from({ length: COUNT }, (_, i) => ({
          ticketId: `DEN-2026-${String(i + 1).padStart(6, '0')}`,
          titulo: i % 10 === 0 ? `Corte de luz en el barrio ${i}` : `Reclamo ${i}`,
          descripcion: 'Descripción del reclamo.',
          empresaComercio: i % 2 === 0 ? 'Edet' : 'SAT',
          categoria: 'Servicios Públicos',
          denunciante: 'Ana Paz',
          ciudad: 'Yerba Buena',
          estado: COMPLAINT_ESTADOS[i % COMPLAINT_ESTADOS.length]!,
          criticidad: CRITICIDADES[i % CRITICIDADES.length]!,
          fechaCarga: new Date(NOW.getTime() - i * 60_000),
          // One deleted: never counted nor listed.
          deletedAt: i === 56 ? NOW : null,
        })),
      );
  });

  it('answers 50 a page with the total, and the next page the rest, none twice', async () => {
    const first = await list();
    expect(first).toMatchObject({ total: COUNT - 1, page: 1, pageSize: 50 });
    expect(first.complaints).toHaveLength(50);
    const second = await list({ page: '2' });
    expect(second.complaints).toHaveLength(COUNT - 1 - 50);
    const tickets = [...first.complaints, ...second.complaints].map((c) => c.ticket_id);
    expect(new Set(tickets).size).toBe(COUNT - 1);
    expect(tickets).not.toContain('DEN-2026-000057');
    expect((await list({ page: '9' })).complaints).toEqual([]);
  });

  it('filters by estado and criticidad and searches in SQL, counting only the matches', async () => {
    const resolved = await list({ estado: 'Resuelto', pageSize: '5' });
    expect(resolved.total).toBe(14);
    expect(resolved.complaints).toHaveLength(5);
    expect(resolved.complaints.every((c) => c.estado === 'Resuelto')).toBe(true);
    const both = await list({ estado: 'Pendiente', criticidad: 'Alta' });
    expect(both.complaints.every((c) => c.estado === 'Pendiente' && c.criticidad === 'Alta')).toBe(true);
    expect(both.total).toBe(both.complaints.length);
    expect(both.total).toBeGreaterThan(0);
    // The search ignores case and accents, and combines with the filters.
    const cortes = await list({ search: 'CORTE DE LÚZ' });
    expect(cortes.total).toBe(6);
    expect(cortes.complaints.every((c) => c.titulo.startsWith('Corte de luz'))).toBe(true);
    expect((await list({ search: 'corte de luz', criticidad: 'Baja' })).total).toBe(2);
  });

  it('refuses an unknown estado, criticidad or page in Spanish', async () => {
    for (const query of <Record<string, string>[]>[
      { estado: 'Terminado' },
      { criticidad: 'Urgente' },
      { page: '0' },
      { pageSize: '500' },
    ]) {
      const res = await t().app.inject({
        url: `/api/complaints/admin?${new URLSearchParams(query)}`,
        headers: admin.auth,
      });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(msg.api.invalidQuery);
    }
  });
});
