import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findShareCard, shareImagePath } from '../src/features/share-cards/share-cards.service.ts';
import { type Access, refusalOf } from '../src/plugins/access.ts';
import { CSRF, createAccount, REGISTRATION, type SignedIn, signIn, TEST_PASSWORD } from './accounts.ts';
import { ARGENTINA_ROWS } from './argentina-matrix-rows.ts';
import { BADGES_ROWS } from './badges-matrix-rows.ts';
import { BEYOND_ROWS } from './beyond-matrix-rows.ts';
import { BOOKINGS_ROWS } from './bookings-matrix-rows.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { BUSINESS_ROWS } from './business-matrix-rows.ts';
import { CALENDAR_ROWS } from './calendar-matrix-rows.ts';
import { COMPLAINTS_ROWS } from './complaints-matrix-rows.ts';
import { CONVERSATIONS_ROWS } from './conversations-matrix-rows.ts';
import { DASHBOARD_ROWS } from './dashboards-matrix-rows.ts';
import { EMPLOYER_ROWS } from './employer-matrix-rows.ts';
import { insertProfessional } from './factories.ts';
import { GUARANTEE_ROWS } from './guarantee-matrix-rows.ts';
import { solidImage } from './images.ts';
import { INVOICES_ROWS } from './invoices-matrix-rows.ts';
import { LIVE_EVENTS_ROWS } from './live-events-matrix-rows.ts';
import { MARKETPLACE_ROWS } from './marketplace-matrix-rows.ts';
import {
  adminOnly,
  all,
  CALLERS,
  type Caller,
  clientsOnly,
  plainRow,
  prestadorOnly,
  type Row,
  routesOf,
  signedIn,
} from './matrix.ts';
import { MATRIX_MP_ENV, MERCADOPAGO_ROWS } from './mercadopago-matrix-rows.ts';
import { multipartBody } from './multipart.ts';
import { NOTIFICATIONS_ROWS } from './notifications-matrix-rows.ts';
import { MATRIX_METRICS_TOKEN, OPS_ROWS } from './ops-matrix-rows.ts';
import { professionalBody, professionalEditBody } from './professional-body.ts';
import { MATRIX_WHATSAPP_ENV, PUSH_WHATSAPP_ROWS } from './push-whatsapp-matrix-rows.ts';
import { REQUEST_LOOP_ROWS } from './request-loop-matrix-rows.ts';
import { STAFF_ROWS } from './staff-matrix-rows.ts';
import { VERIFICATION_ROWS } from './verification-matrix-rows.ts';

// Every endpoint of the Accounts and Profiles issues × every kind of caller, with the status the
// server must answer. Public calls must not care who calls; staff calls must refuse everyone but
// their role; profile calls must refuse everyone but the owner (and admins where stated).

type Context = {
  t: TestApp;
  prestadorEmail: string;
  clientEmail: string;
  clientId: string;
  professionalId: string;
  png: Buffer;
};
const photo = (url: string, png: Buffer) => {
  const { payload, headers } = multipartBody([
    { field: 'file', filename: 'foto.png', contentType: 'image/png', data: png },
  ]);
  return { method: 'PUT' as const, url, payload, headers };
};
const samePassword = { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD };
const wrongLogin = (url: string) => (c: Context) => ({
  method: 'POST' as const,
  url,
  payload: { email: c.clientEmail, password: 'incorrecta' },
});
const wrongCode = (url: string) => () => ({
  method: 'POST' as const,
  url,
  payload: { email: 'nadie@example.com', verificationCode: '000000', newPassword: 'Nueva123' },
});
const recoveryMail = (url: string) => () => ({
  method: 'POST' as const,
  url,
  payload: { email: 'nadie@example.com' },
});

/**
 * The routes outside the features, not behind the access guard: the web app and its files, the
 * API document (and the e2e clock, test only). Anyone may read them.
 */
const OUTSIDE_FEATURES = /^GET \/(\*?|docs(\/.*)?|uploads\/\*)$|^POST \/__test\/clock$/;

const MATRIX: Row<Context>[] = [
  { endpoint: 'POST /auth', request: wrongLogin('/auth'), expected: all(401) },
  {
    endpoint: 'POST /auth/loginProfessional',
    request: wrongLogin('/auth/loginProfessional'),
    expected: all(401),
  },
  { endpoint: 'POST /auth/loginRedactor', request: wrongLogin('/auth/loginRedactor'), expected: all(401) },
  {
    endpoint: 'POST /auth/logout',
    request: () => ({ method: 'POST', url: '/auth/logout', headers: CSRF }),
    expected: all(204),
  },
  {
    endpoint: 'POST /auth/logoutAll',
    request: () => ({ method: 'POST', url: '/auth/logoutAll', headers: CSRF }),
    expected: all(204),
  },
  {
    endpoint: 'GET /auth/refresh',
    request: () => ({ method: 'GET', url: '/auth/refresh', headers: CSRF }),
    expected: all(403),
  },
  {
    endpoint: 'POST /auth/register',
    request: (c) => ({
      method: 'POST',
      url: '/auth/register',
      payload: { ...REGISTRATION, email: c.clientEmail },
    }),
    // An existing e-mail is answered as a new one (the owner is mailed instead).
    expected: all(201),
  },
  {
    endpoint: 'GET /auth/{token}',
    request: () => ({ method: 'GET', url: '/auth/no-es-un-token' }),
    expected: all(400),
  },
  {
    endpoint: 'POST /auth/passwordRecoveryMail',
    request: recoveryMail('/auth/passwordRecoveryMail'),
    expected: all(200),
  },
  {
    endpoint: 'GET /professionals/{id}/myComment',
    request: () => ({ method: 'GET', url: `/professionals/${randomUUID()}/myComment` }),
    expected: { ...all(200), anonymous: 401 },
  },
  {
    endpoint: 'POST /auth/resendVerification',
    request: recoveryMail('/auth/resendVerification'),
    expected: all(200),
  },
  {
    endpoint: 'POST /auth/passwordRecoveryMailPrest',
    request: recoveryMail('/auth/passwordRecoveryMailPrest'),
    expected: all(200),
  },
  {
    endpoint: 'POST /redactors/passwordRecoveryMail',
    request: recoveryMail('/redactors/passwordRecoveryMail'),
    expected: all(200),
  },
  { endpoint: 'POST /auth/verifyCode', request: wrongCode('/auth/verifyCode'), expected: all(400) },
  { endpoint: 'POST /auth/verifyCodePrest', request: wrongCode('/auth/verifyCodePrest'), expected: all(400) },
  {
    endpoint: 'POST /auth/verifyCodeRedactor',
    request: wrongCode('/auth/verifyCodeRedactor'),
    expected: all(400),
  },
  {
    endpoint: 'POST /redactors/add',
    request: () => ({
      method: 'POST',
      url: '/redactors/add',
      payload: {
        nombre: 'Rita',
        apellido: 'Redacta',
        email: `redactor-${randomUUID()}@example.com`,
        password: 'Temporal1',
        repassword: 'Temporal1',
      },
    }),
    expected: adminOnly(201),
  },
  {
    endpoint: 'GET /redactors/confirm/{token}',
    request: () => ({ method: 'GET', url: '/redactors/confirm/no-es-un-token' }),
    expected: all(400),
  },
  {
    endpoint: 'PUT /redactors/changePasswordAfterLogin/{userId}',
    request: () => ({
      method: 'PUT',
      url: `/redactors/changePasswordAfterLogin/${randomUUID()}`,
      payload: { password: 'Nueva123', changeToken: 'adivinado' },
    }),
    expected: all(400),
  },
  plainRow('GET /auth/getUsers', adminOnly(200)),
  {
    endpoint: 'POST /banUser/{id}',
    request: async (c) => ({
      method: 'POST',
      url: `/banUser/${(await createAccount(c.t.db, { roles: ['Cliente'] })).id}`,
      payload: { reason: 'Prueba de permisos' },
    }),
    expected: adminOnly(200),
  },
  {
    endpoint: 'POST /unbanUser/{id}',
    request: async (c) => ({
      method: 'POST',
      url: `/unbanUser/${(await createAccount(c.t.db, { roles: ['Cliente'], bannedAt: new Date() })).id}`,
    }),
    expected: adminOnly(200),
  },
  {
    endpoint: 'GET /auth/getInfo/{email} (a Prestador’s e-mail)',
    request: (c) => ({ method: 'GET', url: `/auth/getInfo/${c.prestadorEmail}` }),
    expected: { ...adminOnly(200), Prestador: 200 },
  },
  {
    endpoint: 'GET /auth/getInfoProfessional/{email} (a Prestador’s e-mail)',
    request: (c) => ({ method: 'GET', url: `/auth/getInfoProfessional/${c.prestadorEmail}` }),
    expected: { ...adminOnly(200), Prestador: 200 },
  },
  plainRow('POST /geo/geocode', all(200), {
    payload: { country: 'AR', provinceId: 'AR.24', city: 'Yerba Buena' },
  }),
  {
    endpoint: 'POST /category/add',
    request: () => ({
      method: 'POST',
      url: '/category/add',
      payload: { type: `Categoría ${randomUUID().slice(0, 8)}` },
    }),
    expected: signedIn(201),
  },
  {
    endpoint: 'GET /professionals/edit/{id}',
    request: (c) => ({ method: 'GET', url: `/professionals/edit/${c.professionalId}` }),
    expected: { ...prestadorOnly(200), Admin: 200 },
  },
  {
    endpoint: 'PUT /professionals/edit/{id}',
    request: (c) => ({
      method: 'PUT',
      url: `/professionals/edit/${c.professionalId}`,
      payload: professionalEditBody({ email: c.prestadorEmail }),
    }),
    expected: { ...prestadorOnly(200), Admin: 200 },
  },
  {
    endpoint: 'PUT /professionals/editPhoto/{id}',
    request: (c) => photo(`/professionals/editPhoto/${c.professionalId}`, c.png),
    expected: { ...prestadorOnly(200), Admin: 200 },
  },
  plainRow('POST /professionals/contact-email/confirm', all(400), { payload: { token: 'inventado' } }),
  {
    endpoint: 'PUT /professionals/changePassword/{id}',
    request: (c) => ({
      method: 'PUT',
      url: `/professionals/changePassword/${c.professionalId}`,
      payload: samePassword,
    }),
    expected: prestadorOnly(200),
  },
  {
    endpoint: 'GET /user/{id}',
    request: (c) => ({ method: 'GET', url: `/user/${c.clientId}` }),
    expected: { ...clientsOnly(200), Admin: 200 },
  },
  {
    endpoint: 'PUT /user/edit/{id}',
    request: (c) => ({
      method: 'PUT',
      url: `/user/edit/${c.clientId}`,
      payload: { nombre: 'Clara', apellido: 'Cliente', numeroContacto: '3815550000' },
    }),
    expected: clientsOnly(200),
  },
  {
    endpoint: 'PUT /user/editPhoto/{id}',
    request: (c) => photo(`/user/editPhoto/${c.clientId}`, c.png),
    expected: clientsOnly(200),
  },
  {
    endpoint: 'PUT /user/changePassword/{id}',
    request: (c) => ({ method: 'PUT', url: `/user/changePassword/${c.clientId}`, payload: samePassword }),
    expected: clientsOnly(200),
  },
  // Public reads: the same for everyone.
  ...[
    ['/health', '/health'],
    ['/categories', '/categories'],
    ['/geo/countries', '/geo/countries'],
    ['/geo/countries/{code}/provinces', '/geo/countries/AR/provinces'],
    ['/geo/provinces/{id}/cities', '/geo/provinces/AR.24/cities'],
    ['/professionals', '/professionals'],
  ].map(([path, url]) => ({
    endpoint: `GET ${path}`,
    request: () => ({ method: 'GET' as const, url }),
    expected: all(200),
  })),
  {
    endpoint: 'GET /professionals/{id}',
    request: (c) => ({ method: 'GET', url: `/professionals/${c.professionalId}` }),
    expected: all(200),
  },
  // Link previews (issue 16): public, the same for everyone.
  plainRow('GET /share-cards/servihogar.jpg', all(200)),
  {
    endpoint: 'GET /share-cards/{id}/{file}',
    request: async (c) => {
      const card = await findShareCard(c.t.db, c.professionalId, new Date());
      return { method: 'GET', url: shareImagePath(card!) };
    },
    expected: all(200),
  },
  ...BUSINESS_ROWS,
  ...MARKETPLACE_ROWS,
  ...COMPLAINTS_ROWS,
  ...STAFF_ROWS,
  ...BEYOND_ROWS,
  ...VERIFICATION_ROWS,
  ...BADGES_ROWS,
  ...REQUEST_LOOP_ROWS,
  ...GUARANTEE_ROWS,
  ...ARGENTINA_ROWS,
  ...OPS_ROWS,
  ...DASHBOARD_ROWS,
  ...MERCADOPAGO_ROWS,
  ...INVOICES_ROWS,
  ...CONVERSATIONS_ROWS,
  ...NOTIFICATIONS_ROWS,
  ...LIVE_EVENTS_ROWS,
  ...PUSH_WHATSAPP_ROWS,
  ...NOTIFICATIONS_ROWS,
  ...BOOKINGS_ROWS,
  ...CALENDAR_ROWS,
  ...EMPLOYER_ROWS,
  // Last: it turns the Cliente into a Prestador too.
  {
    endpoint: 'POST /professionals/add',
    request: () => ({ method: 'POST', url: '/professionals/add', payload: professionalBody() }),
    expected: { anonymous: 201, Cliente: 201, Prestador: 409, Redactor: 403, Admin: 403 },
  },
];

describe('authorization matrix of the Accounts and Profiles endpoints', () => {
  let t: TestApp;
  let ctx: Context;
  const sessions = new Map<Caller, SignedIn>();
  const accountsOf = new Map<Caller, { email: string; roles: string[] }>();

  beforeAll(async () => {
    t = await buildTestApp({
      env: { METRICS_TOKEN: MATRIX_METRICS_TOKEN, ...MATRIX_MP_ENV, ...MATRIX_WHATSAPP_ENV },
    });
    const prestador = await createAccount(t.db, { roles: ['Prestador'] });
    const professional = await insertProfessional(t.db, { accountId: prestador.id, email: prestador.email });
    const client = await createAccount(t.db, { roles: ['Cliente'] });
    ctx = {
      t,
      prestadorEmail: prestador.email,
      clientEmail: client.email,
      clientId: client.id,
      professionalId: professional.id,
      png: await solidImage('png'),
    };
    accountsOf.set('Cliente', client);
    accountsOf.set('Prestador', prestador);
    for (const role of ['Redactor', 'Admin'] as const) {
      accountsOf.set(role, await createAccount(t.db, { roles: [role] }));
    }
    for (const [caller, account] of accountsOf) sessions.set(caller, await signIn(t.app, account));
  });
  afterAll(() => t?.close());

  it('answers every cell as expected', async () => {
    const cells = MATRIX.length * CALLERS.length;
    console.log(
      `authorization matrix: ${MATRIX.length} endpoints × ${CALLERS.length} callers = ${cells} cells`,
    );
    const mismatches: string[] = [];
    for (const row of MATRIX) {
      for (const caller of CALLERS) {
        const request = await row.request(ctx);
        const session = sessions.get(caller);
        const headers = { ...(request.headers as object), ...(session?.auth ?? {}) };
        const res = await t.app.inject({ ...request, headers });
        // A password change ends the caller's access tokens: sign in again.
        if (row.endpoint.includes('changePassword') && res.statusCode === 200) {
          sessions.set(caller, await signIn(t.app, accountsOf.get(caller)!));
        }
        if (res.statusCode !== row.expected[caller]) {
          mismatches.push(
            `${row.endpoint} as ${caller}: ${res.statusCode} (expected ${row.expected[caller]}) ${res.body}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
    // 505 requests one after another: minutes on a loaded machine, not the default 30 s.
  }, 180_000);

  it("holds every row to its route's declared access: refused roles 403, anonymous 401", async () => {
    const document = (await t.app.swagger()) as {
      paths: Record<string, Record<string, { 'x-access'?: Access }>>;
    };
    const wrong: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, { 'x-access': access }] of Object.entries(operations)) {
        if (access === undefined || typeof access === 'string') continue;
        const endpoint = `${method.toUpperCase()} ${path}`;
        for (const row of MATRIX.filter((r) => r.endpoint.split(' (')[0] === endpoint)) {
          if (row.expected.anonymous !== 401) wrong.push(`${row.endpoint} as anonymous: not 401`);
          for (const caller of CALLERS) {
            if (caller !== 'anonymous' && refusalOf(access, [caller]) && row.expected[caller] !== 403)
              wrong.push(`${row.endpoint} as ${caller}: refused by its access, not 403`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lists every route of the app: a route without its row fails here', () => {
    const listed = new Set(MATRIX.map((row) => row.endpoint.split(' (')[0]!.replace(/\{(\w+)\}/g, ':$1')));
    const routes = routesOf(t.app).filter((route) => !OUTSIDE_FEATURES.test(route));
    expect(
      routes.filter((route) => !listed.has(route)),
      'routes without a row',
    ).toEqual([]);
    expect(
      [...listed].filter((route) => !routes.includes(route)),
      'rows of no route',
    ).toEqual([]);
  });
});
