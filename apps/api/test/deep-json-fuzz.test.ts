import { randomUUID } from 'node:crypto';
import * as msg from '@servihogar/shared/messages';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF, createAccount, signIn } from './accounts.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { insertProfessional } from './factories.ts';
import { CALLERS, type Caller } from './matrix.ts';
import { rawPost } from './raw-post.ts';

// Hardening round 2, finding 1: `{"email": [[[…20 000 levels…]]]}` overflowed the stack of the
// recursive text check and answered 500 on 29 routes. Every route the app serves (read from its
// OpenAPI document, so a new route is covered without listing it) gets nested bodies from every
// kind of caller; every answer must be a 4xx (or a success where the route ignores its body).

const LEVELS = 20_000;
const nested = (levels: number) => `{"email":${'['.repeat(levels)}"a"${']'.repeat(levels)}}`;
const nestedObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

type Operation = { method: InjectOptions['method']; url: string };

/** Every route of the app, its path parameters filled with a well-formed value. */
function operations(t: TestApp): Operation[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({
      method: method.toUpperCase() as InjectOptions['method'],
      url: path.replace(/\{[^}]+\}/g, (param) => (param === '{email}' ? 'a@x.com' : randomUUID())),
    })),
  );
}

describe('deeply nested JSON bodies, every route and every caller', () => {
  let t: TestApp;
  const logs: string[] = [];
  const auth = new Map<Caller, Record<string, string>>();

  beforeAll(async () => {
    t = await buildTestApp({ logStream: { write: (line) => void logs.push(line) } });
    auth.set('anonymous', {});
    for (const role of CALLERS.filter((caller) => caller !== 'anonymous')) {
      const account = await createAccount(t.db, { roles: [role] });
      if (role === 'Prestador')
        await insertProfessional(t.db, { accountId: account.id, email: account.email });
      auth.set(role, (await signIn(t.app, account)).auth);
    }
  });
  afterAll(() => t?.close());

  it('answers 4xx to every route (never 500), with the Spanish 400 where the body is read', async () => {
    const routes = operations(t);
    expect(routes.length).toBeGreaterThan(90);
    const wrong: string[] = [];
    let tooDeep = 0;
    for (const { method, url } of routes) {
      for (const caller of CALLERS) {
        for (const payload of [nested(LEVELS), nestedObject(LEVELS)]) {
          const res = await t.app.inject({
            method,
            url,
            payload,
            headers: { ...CSRF, ...auth.get(caller), 'content-type': 'application/json' },
          });
          if (res.statusCode >= 500) wrong.push(`${caller} ${method} ${url}: ${res.statusCode} ${res.body}`);
          if (res.statusCode === 400 && res.json().message === msg.api.tooDeep) tooDeep++;
        }
      }
    }
    console.log(`deep JSON fuzz: ${routes.length} routes × ${CALLERS.length} callers × 2 bodies`);
    expect(wrong).toEqual([]);
    // The anonymous doors alone read ~20 bodies; the signed-in callers reach many more.
    expect(tooDeep).toBeGreaterThan(60);
    expect(logs.join('\n')).not.toMatch(/"level":50/);
    // Every route × 5 callers × 2 bodies: a loaded machine needs more than the default 30 s.
  }, 180_000);

  it('answers the anonymous sign-in with the Spanish 400 naming the depth, and accepts 32 levels of a text field', async () => {
    const deep = await t.app.inject(rawPost('/auth', nested(LEVELS)));
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ code: 'VALIDATION', message: msg.api.tooDeep });
    // Shallow nesting is an ordinary invalid field (the route's own message), not a depth refusal.
    const shallow = await t.app.inject(rawPost('/auth', nested(30)));
    expect(shallow.statusCode).toBe(400);
    expect(shallow.json().message).not.toBe(msg.api.tooDeep);
  });
});
