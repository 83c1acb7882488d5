import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as msg from '@servihogar/shared/messages';
import { tooLong } from '@servihogar/shared/professionals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { expectFieldErrors } from '../../../test/validation.ts';
import { geocode } from './geo.service.ts';

const YERBA_BUENA = { country: 'AR', provinceId: 'AR.24', city: 'Yerba Buena' };
const f = msg.professionalForm;

describe('POST /geo/geocode with the configured geocoder (GEOCODER_URL)', () => {
  let t: TestApp;
  let server: Server;
  /** What the stand-in Nominatim answers to the next request. */
  let answer: unknown = [];
  const seen: URLSearchParams[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(new URL(req.url ?? '/', 'http://x').searchParams);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await buildTestApp({ env: { GEOCODER_URL: `http://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t?.close();
    server?.closeAllConnections();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/geo/geocode', payload });

  it('answers the point the geocoder finds for the street', async () => {
    answer = [{ lat: '-26.8123', lon: '-65.2987' }];
    const res = await post({ ...YERBA_BUENA, country: 'ar', address: 'Av. Aconquija 1500' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ latitude: -26.8123, longitude: -65.2987 });
    expect(seen.at(-1)?.get('street')).toBe('Av. Aconquija 1500');
  });

  it("falls back to the city's own point when the geocoder finds nothing", async () => {
    answer = [];
    const res = await post({ ...YERBA_BUENA, city: 'yerba buena' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(await geocode(YERBA_BUENA));
  });

  it('answers 404 with the §5 message for a place that is not in our lists', async () => {
    for (const place of [
      { ...YERBA_BUENA, city: 'Atlantis' },
      { ...YERBA_BUENA, provinceId: 'AR.99' },
      { ...YERBA_BUENA, country: 'CL' },
    ]) {
      const res = await post(place);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: f.geocodeNoResults });
    }
  });

  it('refuses an incomplete or malformed place with Spanish field messages', async () => {
    const res = await post({ country: 'ARG', provinceId: 'Tucumán', city: ' ' });
    expectFieldErrors(res, { country: f.required, provinceId: f.required, city: f.required });
    const long = await post({ ...YERBA_BUENA, address: 'x'.repeat(201) });
    expect(long.json().fields).toEqual({ address: tooLong(200) });
  });
});
