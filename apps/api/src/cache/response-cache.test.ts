import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createReadGate } from './read-gate.ts';
import { cacheKey, ResponseCache } from './response-cache.ts';

/** An app with one cached route whose computations the test finishes by hand, in any order. */
async function cachedRoute() {
  let version = 1;
  const computations: { version: number; finish: (value: string) => void }[] = [];
  const cache = new ResponseCache({
    versions: { current: () => version, onlyOthersChanged: () => false, close: async () => {} },
    now: () => new Date(0),
    gate: createReadGate({ concurrency: 4, queue: 16 }),
    ttlMs: 60_000,
  });
  const app = Fastify();
  app.get('/x', (request, reply) =>
    cache.send(request, reply, cacheKey('/x'), z.string(), () => {
      const at = version;
      return new Promise((resolve) => {
        computations.push({ version: at, finish: (value) => resolve({ value }) });
      });
    }),
  );
  await app.ready();
  const get = () => app.inject({ url: '/x' }).then((res) => res.json() as string);
  const started = async (count: number) => {
    while (computations.length < count) await new Promise((resolve) => setImmediate(resolve));
  };
  return { get, started, computations, write: () => version++ };
}

describe('ResponseCache', () => {
  it('shares one computation among the misses of one version, then answers from the entry', async () => {
    const { get, started, computations } = await cachedRoute();
    const answers = Promise.all([get(), get(), get()]);
    await started(1);
    computations[0]!.finish('uno');
    expect(await answers).toEqual(['uno', 'uno', 'uno']);
    expect(await get()).toBe('uno');
    expect(computations).toHaveLength(1);
  });

  it('never answers a request after a write with a computation started before it', async () => {
    const { get, started, computations, write } = await cachedRoute();
    const before = get();
    await started(1);
    write();
    const after = get();
    await started(2);
    // The newer computation ends first; the older one must not replace its entry.
    computations[1]!.finish('nuevo');
    computations[0]!.finish('viejo');
    expect(await before).toBe('viejo');
    expect(await after).toBe('nuevo');
    expect(await get()).toBe('nuevo');
  });
});
