import * as msg from '@servihogar/shared/messages';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF, createAccount, REGISTRATION, signIn } from './accounts.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { insertCategory, insertProfessional } from './factories.ts';
import { professionalBody, professionalEditBody } from './professional-body.ts';
import { rawPost } from './raw-post.ts';

// Finding 1 of the hardening review: a NUL byte or an unpaired UTF-16 surrogate in any text gave a
// 500 (the database refused it). Every string of every body and query string below is replaced, one
// at a time, by each bad text; each request must get the shared Spanish 400 naming that field.

const BAD_TEXTS = { nul: 'a\u0000b', loneHigh: 'a\uD800b', loneLow: 'a\uDC00b' };
type Who = 'anonymous' | 'Cliente' | 'Prestador' | 'Admin';
type Probe = {
  who: Who;
  request: Omit<InjectOptions, 'query'> & { payload?: object; query?: Record<string, string> };
};
type Ids = { clientId: string; professionalId: string; bannedId: string };

const probes = (ids: Ids): Probe[] => [
  {
    who: 'anonymous',
    request: { method: 'POST', url: '/auth', payload: { email: 'a@x.com', password: 'x' } },
  },
  {
    who: 'anonymous',
    request: { method: 'POST', url: '/auth/loginProfessional', payload: { email: 'a@x.com', password: 'x' } },
  },
  {
    who: 'anonymous',
    request: {
      method: 'POST',
      url: '/auth/register',
      payload: { ...REGISTRATION, email: 'nueva@example.com' },
    },
  },
  { who: 'anonymous', request: { method: 'POST', url: '/professionals/add', payload: professionalBody() } },
  {
    who: 'anonymous',
    request: { method: 'POST', url: '/auth/passwordRecoveryMail', payload: { email: 'nadie@example.com' } },
  },
  {
    who: 'anonymous',
    request: {
      method: 'POST',
      url: '/auth/verifyCode',
      payload: { email: 'nadie@example.com', verificationCode: '000000', newPassword: 'Nueva123' },
    },
  },
  { who: 'anonymous', request: { method: 'GET', url: '/professionals', query: { search: 'plomero' } } },
  {
    who: 'Prestador',
    request: {
      method: 'PUT',
      url: `/professionals/edit/${ids.professionalId}`,
      payload: professionalEditBody({ email: 'prestadora-fuzz@example.com' }),
    },
  },
  {
    who: 'Cliente',
    request: {
      method: 'PUT',
      url: `/user/edit/${ids.clientId}`,
      payload: { nombre: 'Clara', apellido: 'Cliente', numeroContacto: '3815550000' },
    },
  },
  {
    who: 'Cliente',
    request: {
      method: 'POST',
      url: `/professionals/addComment/${ids.professionalId}`,
      payload: { descripcion: 'Muy buen trabajo', calificacionComentario: 5 },
    },
  },
  {
    who: 'Cliente',
    request: {
      method: 'POST',
      url: '/solicitudes',
      payload: { professionalId: ids.professionalId, servicio: 'plomero' },
    },
  },
  { who: 'Admin', request: { method: 'POST', url: `/banUser/${ids.bannedId}`, payload: { reason: 'Spam' } } },
  {
    who: 'Admin',
    request: {
      method: 'POST',
      url: '/redactors/add',
      payload: {
        nombre: 'Rita',
        apellido: 'Redacta',
        email: 'r@example.com',
        password: 'Temporal1',
        repassword: 'Temporal1',
      },
    },
  },
  { who: 'Admin', request: { method: 'POST', url: '/category/add', payload: { type: 'Jardinería' } } },
  { who: 'Admin', request: { method: 'GET', url: '/professionals/admin', query: { search: 'a' } } },
  { who: 'Admin', request: { method: 'GET', url: '/audit-log', query: { action: 'ban' } } },
];

type Path = (string | number)[];
/** The paths of every string leaf of a JSON value. */
function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      stringPaths(item, [...path, Array.isArray(value) ? Number(key) : key]),
    );
  }
  return [];
}

function replaced<T>(value: T, path: Path, text: string): T {
  const copy = structuredClone(value) as unknown as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = text;
  return copy as T;
}

/** Each probe with one string of its body or query string replaced by each bad text. */
function* variants(probe: Probe) {
  const { payload, query } = probe.request;
  for (const [kind, text] of Object.entries(BAD_TEXTS)) {
    for (const path of stringPaths(payload)) {
      yield {
        kind,
        field: path.join('.'),
        request: { ...probe.request, payload: replaced(payload!, path, text) },
      };
    }
    // A URL carries bytes: a lone surrogate cannot be encoded in it (see the raw %ED%A0%80 case).
    for (const key of kind === 'nul' ? Object.keys(query ?? {}) : []) {
      yield { kind, field: key, request: { ...probe.request, query: { ...query, [key]: text } } };
    }
  }
}

describe('text no database can store (NUL bytes, unpaired surrogates)', () => {
  let t: TestApp;
  const logs: string[] = [];
  const auth = new Map<Who, Record<string, string>>();
  let ids: Ids;
  let clientEmail = '';

  beforeAll(async () => {
    t = await buildTestApp({ logStream: { write: (line) => void logs.push(line) } });
    await insertCategory(t.db, { type: 'plomero' });
    const prestador = await createAccount(t.db, { roles: ['Prestador'] });
    const professional = await insertProfessional(t.db, { accountId: prestador.id, email: prestador.email });
    const client = await createAccount(t.db, { roles: ['Cliente'] });
    clientEmail = client.email;
    const admin = await createAccount(t.db, { roles: ['Admin'] });
    const banned = await createAccount(t.db, { roles: ['Cliente'] });
    ids = { clientId: client.id, professionalId: professional.id, bannedId: banned.id };
    auth.set('anonymous', {});
    auth.set('Cliente', (await signIn(t.app, client)).auth);
    auth.set('Prestador', (await signIn(t.app, prestador)).auth);
    auth.set('Admin', (await signIn(t.app, admin)).auth);
  });
  afterAll(() => t?.close());

  it('answers every fuzzed body and query string with the Spanish 400 naming the field', async () => {
    const wrong: string[] = [];
    let sent = 0;
    for (const probe of probes(ids)) {
      for (const { kind, field, request } of variants(probe)) {
        sent++;
        const res = await t.app.inject({ ...request, headers: { ...CSRF, ...auth.get(probe.who) } });
        const body = res.json();
        if (
          res.statusCode !== 400 ||
          body.message !== msg.api.invalidText ||
          body.fields?.[field] !== msg.api.invalidText
        ) {
          wrong.push(`${request.method} ${request.url} ${field} (${kind}): ${res.statusCode} ${res.body}`);
        }
      }
    }
    console.log(`text fuzz: ${sent} requests`);
    expect(sent).toBeGreaterThan(150);
    expect(wrong).toEqual([]);
    const log = logs.join('\n');
    expect(log).not.toMatch(/"level":50/);
    // Finding 2: nor a hash, an e-mail or a token of this run in any log line.
    const tokens = [...auth.values()].map((headers) => headers.authorization?.slice('Bearer '.length));
    for (const secret of ['$argon2', clientEmail, ...tokens.filter(Boolean)]) {
      expect(log).not.toContain(secret);
    }
  });

  it('rejects bad text in a query string sent raw (%00) and in a JSON key', async () => {
    const admin = auth.get('Admin')!;
    for (const url of [
      '/professionals/admin?search=%00',
      '/audit-log?action=%00',
      '/professionals?search=a%00',
    ]) {
      const res = await t.app.inject({ url, headers: admin });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(msg.api.invalidText);
    }
    const key = await t.app.inject(rawPost('/auth', '{"email":"a@x.com","password":"x","\\u0000":1}'));
    expect(key.statusCode).toBe(400);
  });

  it('still accepts text with emoji (paired surrogates) and accents', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/user/edit/${ids.clientId}`,
      headers: auth.get('Cliente'),
      payload: { nombre: 'Clara 😀', apellido: 'Núñez', numeroContacto: '3815550000' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
