import * as msg from '@servihogar/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAs } from '../../../test/accounts.ts';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { verificationDocuments } from '../../db/tables/verification-documents.table.ts';

// Issue 29 item 9: the verification review queue paged on the server, by estado, with its total.

type Queue = { documents: { _id: string; status: string }[]; total: number; page: number; pageSize: number };

describe('GET /verification/documents, a page at a time', () => {
  const t = testAppOfSuite({ now: () => NOW });
  let admin: SignedIn;
  const get = (query: Record<string, string>) =>
    t().app.inject({ url: `/verification/documents?${new URLSearchParams(query)}`, headers: admin.auth });
  const queue = async (query: Record<string, string> = {}) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Queue>();
  };

  beforeAll(async () => {
    admin = await signInAs(t(), 'Admin');
    const pro = await insertProfessional(t().db, { now: NOW });
    // 35 pending (oldest first by index) and 4 approved.
    await t()
      .db.insert(verificationDocuments)
      .values(
        Array.from({ length: 39 }, (_, i) => ({
          professionalId: pro.id,
          kind: 'dni',
          fileKey: `documents/${i}.webp`,
          status: i < 35 ? 'pendiente' : 'aprobado',
          createdAt: new Date(NOW.getTime() + i * 60_000),
        })),
      );
  });

  it('answers 30 pending a page, oldest first, with the total; the next page the rest', async () => {
    const first = await queue();
    expect(first).toMatchObject({ total: 35, page: 1, pageSize: 30 });
    expect(first.documents).toHaveLength(30);
    const second = await queue({ page: '2' });
    expect(second.documents).toHaveLength(5);
    const ids = [...first.documents, ...second.documents].map((d) => d._id);
    expect(new Set(ids).size).toBe(35);
    const approved = await queue({ estado: 'aprobado' });
    expect(approved.total).toBe(4);
    expect(approved.documents.every((d) => d.status === 'aprobado')).toBe(true);
  });

  it('refuses an unknown estado or page in Spanish', async () => {
    for (const query of <Record<string, string>[]>[{ estado: 'visto' }, { page: '0' }, { pageSize: '101' }]) {
      const res = await get(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(msg.api.invalidQuery);
    }
  });
});
