import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DataVersion } from './data-version.ts';
import type { ReadGate } from './read-gate.ts';

/** What a public read computes: the answer, and when time alone will change it (decision 0018). */
export type Fresh<T> = { value: T; until?: Date | null };

type Entry = {
  version: number;
  /** The clock when it was computed: an entry from a later instant is stale if the clock went back. */
  madeAt: number;
  expiresAt: number;
  body: string;
  etag: string;
  bytes: number;
};

export type ResponseCacheOptions = {
  versions: DataVersion;
  now: () => Date;
  /** Database work of a miss goes through it, so reads never take every connection (writes starve). */
  gate: ReadGate;
  /** Longest life of an entry, even without a write or a lifecycle boundary. */
  ttlMs?: number;
  maxBytes?: number;
};

export const DEFAULT_CACHE_TTL_MS = 30_000;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Finished public answers keyed by (route, normalised query) and valid for one data version and
 * until their expiry: JSON already serialised, with a content ETag. Concurrent misses of one key
 * share one computation. Least recently used entries go first past `maxBytes`.
 */
export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  readonly #pending = new Map<string, Promise<Entry>>();
  #bytes = 0;
  readonly #options: Required<ResponseCacheOptions>;

  constructor(options: ResponseCacheOptions) {
    this.#options = { ttlMs: DEFAULT_CACHE_TTL_MS, maxBytes: DEFAULT_MAX_BYTES, ...options };
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Answers `request` from the cache or from `compute` (its value checked by `schema`). */
  async send<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: S,
    compute: () => Promise<Fresh<z.input<S>>>,
  ): Promise<never> {
    const entry = await this.#entry(key, schema, compute);
    reply.header('etag', entry.etag).header('cache-control', 'no-cache');
    if (matches(request.headers['if-none-match'], entry.etag)) reply.code(304).send();
    else reply.type('application/json; charset=utf-8').send(entry.body);
    // Fastify: an async handler that sent must return the reply (the send may finish later,
    // e.g. compressed). Typed `never` so a route's typed return accepts it.
    return reply as never;
  }

  async #entry<S extends z.ZodType>(
    key: string,
    schema: S,
    compute: () => Promise<Fresh<z.input<S>>>,
  ): Promise<Entry> {
    const version = await this.#options.versions.current();
    const now = this.#options.now().getTime();
    const hit = this.#entries.get(key);
    if (hit && hit.version === version && hit.madeAt <= now && hit.expiresAt > now) {
      // Most recently used last: Map keeps insertion order.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit;
    }
    const pendingKey = `${version}\u0000${key}`;
    let pending = this.#pending.get(pendingKey);
    if (!pending) {
      pending = this.#options.gate
        .run(compute)
        .then(({ value, until }) => {
          const body = JSON.stringify(schema.parse(value));
          const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
          const ttlEnd = now + this.#options.ttlMs;
          const expiresAt = until ? Math.min(until.getTime(), ttlEnd) : ttlEnd;
          const entry: Entry = { version, madeAt: now, expiresAt, body, etag, bytes: body.length * 2 };
          this.#store(key, entry);
          return entry;
        })
        .finally(() => this.#pending.delete(pendingKey));
      this.#pending.set(pendingKey, pending);
    }
    return pending;
  }

  #store(key: string, entry: Entry): void {
    const old = this.#entries.get(key);
    // A slower computation of an older version must not replace a newer one.
    if (old && old.version > entry.version) return;
    if (old) {
      this.#bytes -= old.bytes;
      this.#entries.delete(key);
    }
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    for (const [oldest, e] of this.#entries) {
      if (this.#bytes <= this.#options.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= e.bytes;
    }
  }
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The cache key of a public read: the route and its parsed (so defaulted and normalised) query. */
export const cacheKey = (route: string, query: unknown = {}): string =>
  `${route}?${JSON.stringify(query, Object.keys((query ?? {}) as object).sort())}`;
