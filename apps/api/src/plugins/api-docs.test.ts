import * as msg from '@servihogar/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
  requestBody?: unknown;
  parameters?: unknown[];
  'x-access'?: unknown;
};
type Document = {
  servers: { url: string }[];
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
  paths: Record<string, Record<string, Operation>>;
};

describe('the OpenAPI document (/docs)', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await buildTestApp();
    doc = (await t.app.inject({ url: '/docs/json' })).json();
  });
  afterAll(() => t?.close());

  it('names the server and the Bearer scheme', () => {
    expect(doc.servers).toEqual([{ url: t.config.PUBLIC_URL }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('gives every operation a unique operationId, a summary and its security', () => {
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const operation of operations) {
      expect(operation.summary, operation.operationId).toBeTruthy();
      expect(operation.security, operation.operationId).toBeDefined();
    }
  });

  it("takes each operation's security from the route's access", () => {
    expect(doc.paths['/professionals']!.get!.security).toEqual([]);
    expect(doc.paths['/auth/getUsers']!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/solicitudes/mine']!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/professionals/add']!.post!.security).toEqual([{}, { bearerAuth: [] }]);
    expect(doc.paths['/auth/refresh']!.get!.security).toEqual([{ refreshCookie: [], csrfHeader: [] }]);
    expect(doc.paths['/events']!.get!.security).toEqual([{ liveTicket: [] }]);
    expect(doc.paths['/events/ticket']!.post!.security).toEqual([{ bearerAuth: [] }]);
  });

  it('documents GET /events as a text/event-stream, its refusals as JSON', () => {
    const responses = (doc.paths['/events']!.get as { responses: Record<string, { content: object }> })
      .responses;
    expect(Object.keys(responses['200']!.content)).toEqual(['text/event-stream']);
    expect(Object.keys(responses['401']!.content)).toEqual(['application/json']);
    expect(doc.components.securitySchemes.liveTicket).toMatchObject({ type: 'apiKey' });
  });

  it('gives every operation with a body, query or path parameters its 400, and every guarded one 401 and 403', () => {
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const codes = Object.keys(operation.responses ?? {});
        const validated = Boolean(operation.requestBody || operation.parameters?.length);
        if (validated && !codes.includes('400')) missing.push(`${method} ${path}: 400`);
        if (operation.security?.length && !operation.security.some((s) => Object.keys(s).length === 0))
          for (const code of ['401', '403'])
            if (!codes.includes(code)) missing.push(`${method} ${path}: ${code}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('lists the 429 of a rate-limited route that writes none itself (its config.rateLimit)', () => {
    for (const path of ['/activity/views', '/api/advertisements/impressions'])
      expect(Object.keys(doc.paths[path]!.post!.responses ?? {}), path).toContain('429');
  });

  it('shows the role rules and the lenient token read that the guard applies', () => {
    const hire = doc.paths['/solicitudes']!.post!;
    expect(hire['x-access']).toMatchObject({ roles: ['Cliente', 'Admin'], refuse: { role: 'Prestador' } });
    expect(hire.description).toContain(msg.hire.providersCannotHire);
    const comment = doc.paths['/professionals/addComment/{id}']!.post!;
    expect(comment['x-access']).toMatchObject({ refuse: { role: 'Prestador', unless: ['Cliente'] } });
    expect(comment.description).toContain(msg.rating.providersCannotComment);
    const ads = doc.paths['/api/advertisements']!.get!;
    expect(ads['x-access']).toBe('callerIfValid');
    expect(ads.security).toEqual([{}, { bearerAuth: [] }]);
    expect(Object.keys(ads.responses ?? {})).not.toContain('401');
  });
});

describe('API_DOCS=false', () => {
  it('serves no /docs', async () => {
    const t = await buildTestApp({ env: { API_DOCS: 'false' } });
    try {
      expect((await t.app.inject({ url: '/docs/json' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/professionals' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
