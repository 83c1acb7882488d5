import * as msg from '@servihogar/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signInAdmin, signInAs } from '../../../test/accounts.ts';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { pageReader } from '../../../test/page-reader.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';

// Issue 29 item 9: 'Subscripciones' (pending payments) paged on the server, the payment state and
// the search on the payer's or the professional's name applied in SQL, with the total.

const STATUSES = ['pending', 'confirmed', 'failed'] as const;

type Page = {
  subscriptions: {
    _id: string;
    userFullName: string;
    professionalFullName: string | null;
    paymentStatus: string;
  }[];
  total: number;
  page: number;
  pageSize: number;
};

describe('GET /subscriptions (admin), a page at a time', () => {
  const t = testAppOfSuite({ now: () => NOW });
  let admin: SignedIn;
  const get = (query: Record<string, string>, who: SignedIn = admin) =>
    t().app.inject({ url: `/subscriptions?${new URLSearchParams(query)}`, headers: who.auth });
  const list = pageReader<Page>(
    () => t().app,
    '/subscriptions',
    () => admin,
  );

  beforeAll(async () => {
    ({ admin } = await signInAdmin(t()));
    // 60 clients' premium payments, newest first by index, and one professional's (Núñez).
    const payers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        createAccount(t().db, {
          roles: ['Cliente'],
          nombre: i === 7 ? 'Úrsula' : `Cliente${i}`,
          apellido: 'Gómez',
        }),
      ),
    );
    await t()
      .db.insert(subscriptions)
      .values(
        payers.map((payer, i) => ({
          accountId: payer.id,
          type: 'user',
          plan: 'premium',
          paymentProofKey: `proofs/${i}.webp`,
          paymentStatus: STATUSES[i % 3]!,
          createdAt: new Date(NOW.getTime() - i * 60_000),
        })),
      );
    const proAccount = await createAccount(t().db, { roles: ['Prestador'], nombre: 'Raúl', apellido: 'Paz' });
    const pro = await insertProfessional(t().db, {
      now: NOW,
      nombre: 'Raúl',
      apellido: 'Núñez',
      accountId: proAccount.id,
    });
    await t()
      .db.insert(subscriptions)
      .values({
        accountId: proAccount.id,
        professionalId: pro.id,
        type: 'professional',
        plan: 'mensual',
        paymentProofKey: 'proofs/pro.webp',
        createdAt: new Date(NOW.getTime() - 3 * 24 * 60 * 60_000),
      });
  });

  it('answers 50 a page, newest first, with the total; the next page has the rest', async () => {
    const first = await list();
    expect(first).toMatchObject({ total: 61, page: 1, pageSize: 50 });
    expect(first.subscriptions).toHaveLength(50);
    expect(first.subscriptions[0]!.userFullName).toBe('Cliente0 Gómez');
    const second = await list({ page: '2' });
    expect(second.subscriptions).toHaveLength(11);
    expect(second.subscriptions.at(-1)!.professionalFullName).toBe('Raúl Núñez');
    const ids = [...first.subscriptions, ...second.subscriptions].map((s) => s._id);
    expect(new Set(ids).size).toBe(61);
  });

  it('filters by payment state and searches names without case or accents, in SQL', async () => {
    const pending = await list({ paymentStatus: 'pending', pageSize: '10' });
    expect(pending.total).toBe(21);
    expect(pending.subscriptions).toHaveLength(10);
    expect(pending.subscriptions.every((s) => s.paymentStatus === 'pending')).toBe(true);
    // The payer's name, in either order, without its accent.
    expect((await list({ search: 'gomez ursula' })).subscriptions.map((s) => s.userFullName)).toEqual([
      'Úrsula Gómez',
    ]);
    // The professional's name (the account is named otherwise).
    const pro = await list({ search: 'NUNEZ' });
    expect(pro.total).toBe(1);
    expect(pro.subscriptions[0]!.professionalFullName).toBe('Raúl Núñez');
    // Search and state together; a '%' is a character, not a pattern.
    expect((await list({ search: 'nunez', paymentStatus: 'confirmed' })).total).toBe(0);
    expect((await list({ search: '%' })).total).toBe(0);
  });

  it('refuses an unknown state or page in Spanish, and anyone but an admin', async () => {
    for (const query of <Record<string, string>[]>[
      { paymentStatus: 'paid' },
      { page: '0' },
      { pageSize: '1000' },
    ]) {
      const res = await get(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(msg.api.invalidQuery);
    }
    const client = await signInAs(t(), 'Cliente');
    expect((await get({}, client)).statusCode).toBe(403);
  });
});
