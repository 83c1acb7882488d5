import { AUDIT_ACTIONS } from '@servihogar/shared/audit';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn } from '../../../test/accounts.ts';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { decidePayment, insertSubscription } from '../../../test/business.ts';
import { insertProfessional } from '../../../test/factories.ts';

const minute = (n: number) => new Date(NOW.getTime() + n * 60_000);

type Entry = {
  action: string;
  targetId: string;
  targetLabel: string | null;
  createdAt: string;
  [k: string]: unknown;
};

describe('GET /audit-log', () => {
  const t = testAppOfSuite({ now: () => clock });
  let clock = NOW;
  let admin: SignedIn;
  let adminAccount: Awaited<ReturnType<typeof createAccount>>;
  const targets: Record<string, string> = {};

  beforeAll(async () => {
    adminAccount = await createAccount(t().db, { roles: ['Admin'], nombre: 'Ada', apellido: 'Admin' });
    admin = await signIn(t().app, adminAccount);
    const post = (url: string, payload: object) =>
      t().app.inject({ method: 'POST', url, headers: admin.auth, payload });

    // One of each kind of action, a minute apart, through the real endpoints.
    const banned = await createAccount(t().db, { roles: ['Cliente'], nombre: 'Beto', apellido: 'Baneado' });
    targets.ban = banned.id;
    expect((await post(`/banUser/${banned.id}`, { reason: 'Spam' })).statusCode).toBe(200);
    clock = minute(1);
    const redactor = await post('/redactors/add', {
      nombre: 'Rita',
      apellido: 'Redacta',
      email: 'rita.audit@example.com',
      password: 'Temporal1',
      repassword: 'Temporal1',
    });
    expect(redactor.statusCode).toBe(201);
    targets.redactor = redactor.json().userId;
    clock = minute(2);
    const p = await insertProfessional(t().db, {
      now: NOW,
      state: 'pending',
      nombre: 'Paula',
      apellido: 'Pendiente',
    });
    targets.professional = p.id;
    expect((await post('/professionals/altaProf', { professional_id: p.id })).statusCode).toBe(200);
    clock = minute(3);
    const s = await insertSubscription(t().db, t().files, { accountId: banned.id });
    targets.subscription = s.id;
    expect((await decidePayment(t().app, admin, s.id, 'failed')).statusCode).toBe(200);
  });

  const list = async (query = '') => {
    const res = await t().app.inject({ url: `/audit-log${query}`, headers: admin.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().entries as Entry[];
  };

  it('lists bans, redactor creation, provider actions and subscription decisions, newest first', async () => {
    const entries = await list();
    expect(entries.map((e) => e.action)).toEqual([
      'subscription.reject',
      'professional.alta',
      'redactor.create',
      'user.ban',
    ]);
    for (const e of entries) expect(AUDIT_ACTIONS).toContain(e.action);
    expect(entries[3]).toEqual({
      _id: expect.any(String),
      actor: { id: adminAccount.id, nombre: 'Ada', apellido: 'Admin', email: adminAccount.email },
      action: 'user.ban',
      targetType: 'account',
      targetId: targets.ban,
      targetLabel: expect.stringMatching(/^Beto Baneado <user\d+@example\.com>$/),
      details: { reason: 'Spam' },
      createdAt: NOW.toISOString(),
    });
    expect(entries[2]).toMatchObject({
      targetId: targets.redactor,
      targetLabel: 'Rita Redacta <rita.audit@example.com>',
    });
    expect(entries[1]).toMatchObject({
      targetType: 'professional',
      targetId: targets.professional,
      targetLabel: 'Paula Pendiente',
      createdAt: minute(2).toISOString(),
    });
    expect(entries[0]).toMatchObject({
      targetType: 'subscription',
      targetLabel: 'premium · Beto Baneado',
      details: { from: 'pending', to: 'failed', plan: 'premium', endDate: null },
    });
  });

  it('documents the business endpoints in /docs, without the test clock', async () => {
    const paths = Object.keys((await t().app.inject({ url: '/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/audit-log',
        '/professionals/admin',
        '/professionals/altaProf',
        '/professionals/restablecerAbonado',
        '/subscriptions',
        '/subscriptions/mine',
        '/subscriptions/{id}',
        '/subscriptions/{id}/proof',
      ]),
    );
    expect(paths).not.toContain('/__test/clock');
  });

  it('filters by action and pages with limit and offset', async () => {
    expect((await list('?action=user.ban')).map((e) => e.targetId)).toEqual([targets.ban]);
    expect(await list('?action=professional.suspend')).toEqual([]);
    expect((await list('?limit=2')).map((e) => e.action)).toEqual([
      'subscription.reject',
      'professional.alta',
    ]);
    expect((await list('?limit=2&offset=3')).map((e) => e.action)).toEqual(['user.ban']);
    for (const bad of ['?limit=0', '?limit=201', '?offset=-1', '?limit=abc']) {
      const res = await t().app.inject({ url: `/audit-log${bad}`, headers: admin.auth });
      expect(res.statusCode, bad).toBe(400);
    }
  });
});
