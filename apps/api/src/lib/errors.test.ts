import { JSON_BODY_MAX_BYTES } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { rawPost } from '../../test/raw-post.ts';
import { AppError } from './errors.ts';

describe('the error model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      routes: (app) => {
        app.get('/api/test/boom', () => {
          throw new Error('secret internals');
        });
        app.get('/api/test/db-down', () => {
          throw new Error('Failed query', {
            cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
          });
        });
        app.get('/api/test/conflict', () => {
          throw new AppError('CONFLICT', 'Ya existe', { email: 'Ese email ya está en uso' });
        });
        app.post(
          '/api/test/body',
          { schema: { body: z.object({ nombre: z.string().min(3, 'Muy corto'), edad: z.number() }) } },
          () => ({ ok: true }),
        );
      },
    });
  });
  afterAll(() => t?.close());

  it('answers an unknown API path with a JSON 404, whatever it accepts', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['GET', '/professionals/a/b'],
      ['POST', '/categories'],
      ['DELETE', '/unknown'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: msg.api.routeNotFound });
    }
  });

  it('answers unexpected errors with 500 INTERNAL and no internals', async () => {
    const res = await t.app.inject({ url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: msg.api.internal });
    expect(res.body).not.toMatch(/secret|at .*\.ts/);
  });

  it('answers 503 with a clear message while the database cannot be reached', async () => {
    const res = await t.app.inject({ url: '/api/test/db-down' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'UNAVAILABLE', message: msg.api.unavailable });
  });

  it('maps AppError to its status with message and fields', async () => {
    const res = await t.app.inject({ url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CONFLICT',
      message: 'Ya existe',
      fields: { email: 'Ese email ya está en uso' },
    });
  });

  it('reports every invalid body field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/body', payload: { nombre: 'Al' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ code: 'VALIDATION', message: msg.api.validation });
    expect(body.fields.nombre).toBe('Muy corto');
    expect(Object.keys(body.fields)).toEqual(['nombre', 'edad']);
  });

  it('answers malformed JSON and oversized bodies without a 500', async () => {
    const bad = await t.app.inject(rawPost('/api/test/body', '{"nombre":'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'VALIDATION', message: msg.api.validation });

    const big = await t.app.inject(
      rawPost('/api/test/body', JSON.stringify({ nombre: 'x'.repeat(2 * 1024 * 1024), edad: 1 })),
    );
    expect(big.statusCode).toBe(413);
    // Hardening finding 7: the JSON limit's own message, not the 5 MB of image uploads.
    expect(big.json()).toEqual({ code: 'TOO_LARGE', message: msg.api.bodyTooLarge });
    expect(msg.api.bodyTooLarge).toContain(`(${JSON_BODY_MAX_BYTES / 1024 / 1024} MB)`);
    const justUnder = await t.app.inject(
      rawPost('/api/test/body', JSON.stringify({ nombre: 'x'.repeat(JSON_BODY_MAX_BYTES - 100), edad: 1 })),
    );
    expect(justUnder.statusCode).toBe(200);

    const wrongType = await t.app.inject(rawPost('/api/test/body', 'x', 'application/x-unknown'));
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: msg.api.contentTypeUnsupported,
    });

    // JSON without a content type: no talk of images.
    const noType = await t.app.inject(rawPost('/api/test/body', '{"nombre":"Ana","edad":3}', ''));
    expect(noType.statusCode).toBe(415);
    expect(noType.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: msg.api.contentTypeMissing });
  });

  it('publishes the OpenAPI document and its UI at /docs', async () => {
    const doc = await t.app.inject({ url: '/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining([
        '/health',
        '/categories',
        '/professionals',
        '/professionals/{id}',
        '/verification/documents',
        '/subscriptions/baja',
      ]),
    );
    const ui = await t.app.inject({ url: '/docs/', headers: { accept: 'text/html' } });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});
