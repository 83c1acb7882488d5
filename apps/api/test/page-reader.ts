import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SignedIn } from './accounts.ts';

/** Reads one page of a list with these query parameters as `who` (or anonymously), expecting 200. */
export function pageReader<P>(app: () => FastifyInstance, path: string, who?: () => SignedIn) {
  return async (query: Record<string, string> = {}): Promise<P> => {
    const res = await app().inject({ url: `${path}?${new URLSearchParams(query)}`, headers: who?.().auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<P>();
  };
}

/** The names `GET /professionals` lists for a query, sorted. */
export function listedNames(app: () => FastifyInstance) {
  const list = pageReader<{ professionals: { nombre: string }[] }>(app, '/professionals');
  return async (query: Record<string, string>) =>
    (await list(query)).professionals.map((p) => p.nombre).sort();
}
