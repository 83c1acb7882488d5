import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { geocode } from './geo.service.ts';
import { GEOCODER_TIMEOUT_MS } from './geocoder.ts';

const YERBA_BUENA = { country: 'AR', provinceId: 'AR.24', city: 'Yerba Buena' };

describe('geocode without a geocoder', () => {
  it("uses the chosen city's coordinates, matching its name ignoring case and accents", async () => {
    const point = await geocode(YERBA_BUENA);
    expect(point?.latitude).toBeCloseTo(-26.82, 1);
    expect(point?.longitude).toBeCloseTo(-65.32, 1);
    expect(await geocode({ ...YERBA_BUENA, city: '  yerba BUENA ' })).toEqual(point);
    expect(await geocode({ country: 'AR', provinceId: 'AR.24', city: 'tafi viejo' })).not.toBeNull();
  });

  it('gives null for a city, province or country that is not ours', async () => {
    expect(await geocode({ ...YERBA_BUENA, city: 'Atlantis' })).toBeNull();
    expect(await geocode({ ...YERBA_BUENA, provinceId: 'AR.99' })).toBeNull();
    expect(await geocode({ ...YERBA_BUENA, country: 'CL' })).toBeNull();
    expect(await geocode({ ...YERBA_BUENA, provinceId: 'AR.01' })).toBeNull();
  });
});

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A tiny stand-in for Nominatim: each test sets how it answers. */
describe('geocode refined by a Nominatim-compatible geocoder', () => {
  let server: Server;
  let geocoderUrl: string;
  let handler: Handler;
  const requests: { url: URL; userAgent: string | undefined }[] = [];
  const json =
    (body: unknown): Handler =>
    (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push({ url: new URL(req.url ?? '/', 'http://x'), userAgent: req.headers['user-agent'] });
      handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    geocoderUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nominatim`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    requests.length = 0;
  });

  it('uses the point the geocoder finds for the street, city and province', async () => {
    handler = json([{ lat: '-26.8123', lon: '-65.2987', display_name: 'Av. Aconquija 1500, Yerba Buena' }]);
    const point = await geocode(
      { ...YERBA_BUENA, address: 'Av. Aconquija 1500' },
      { geocoderUrl, userAgent: 'test' },
    );
    expect(point).toEqual({ latitude: -26.8123, longitude: -65.2987 });
    expect(requests).toHaveLength(1);
    const { url, userAgent } = requests[0]!;
    expect(url.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      format: 'jsonv2',
      limit: '1',
      countrycodes: 'ar',
      state: 'Tucumán',
      city: 'Yerba Buena',
      street: 'Av. Aconquija 1500',
    });
    expect(userAgent).toBe('test');
  });

  it('keeps the city point when the geocoder finds nothing, fails, answers garbage or strays far away', async () => {
    const cityPoint = await geocode(YERBA_BUENA);
    const answers: Handler[] = [
      json([]),
      (_req, res) => res.writeHead(500).end('boom'),
      (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{not json'),
      json([{ lat: 'north', lon: 'west' }]),
      // A "Yerba Buena" in another province is not the city the user chose.
      json([{ lat: '-34.6', lon: '-58.4' }]),
    ];
    for (const answer of answers) {
      handler = answer;
      expect(await geocode(YERBA_BUENA, { geocoderUrl })).toEqual(cityPoint);
    }
    expect(requests).toHaveLength(answers.length);
  });

  it('keeps the city point when the geocoder is down', async () => {
    const cityPoint = await geocode(YERBA_BUENA);
    expect(await geocode(YERBA_BUENA, { geocoderUrl: 'http://127.0.0.1:9/' })).toEqual(cityPoint);
  });

  it(`gives up on a geocoder that does not answer within ${GEOCODER_TIMEOUT_MS} ms`, async () => {
    expect(GEOCODER_TIMEOUT_MS).toBe(3000);
    handler = () => {}; // never answers
    const cityPoint = await geocode(YERBA_BUENA);
    const started = performance.now();
    expect(await geocode(YERBA_BUENA, { geocoderUrl })).toEqual(cityPoint);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(GEOCODER_TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(GEOCODER_TIMEOUT_MS + 1500);
  });
});
