import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { DataVersion } from './data-version.ts';
import type { ReadGate } from './read-gate.ts';

/** What a public read computes: the answer, and when time alone will change it (decision 0028). */
type Fresh<T> = { value: T; until?: Date | null };

type Entry = {
  version: number;
  /** The clock when it was computed: an entry from a later instant is stale if the clock went back. */
  madeAt: number;
  expiresAt: number;
  /** The JSON as bytes: sent as is, never re-encoded per request. */
  body: Buffer;
  /** The compressed copies, made on the first request that accepts each. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  etag: string;
  bytes: number;
};

type Encoding = 'br' | 'gzip';
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5: within a few percent of the smallest size, at a fraction of the time of 11.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body),
};
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });
/** Compressing costs more than it saves below this size (as @fastify/compress's threshold). */
const COMPRESS_MIN_BYTES = 1024;

export type ResponseCacheOptions = {
  versions: DataVersion;
  now: () => Date;
  /** Database work of a miss goes through it, so reads never take every connection (writes starve). */
  gate: ReadGate;
  /** Longest life of an entry, even without a write or a lifecycle boundary. */
  ttlMs: number;
};

/** The entries' bytes at the most; the least recently used go first past it. */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * Finished public answers keyed by (route, normalised query) and valid for one data version and
 * until their expiry: JSON already serialised, with a content ETag. Concurrent misses of one key at
 * one version share one computation. An lru-cache bounded by bytes holds the entries (decision
 * 0028). An entry keeps its bytes and, once asked for, its brotli and gzip copies: a hit
 * serialises and compresses nothing.
 */
export class ResponseCache {
  readonly #entries = new LRUCache<string, Entry>({ maxSize: MAX_BYTES, sizeCalculation: (e) => e.bytes });
  /**
   * Computations in flight, keyed by version and key: a request never joins one that started
   * before a write it saw (lru-cache's own `fetch` coalesces by key alone, whatever the version).
   */
  readonly #pending = new Map<string, Promise<Entry>>();
  /** Lookups answered from an entry, and those that computed one or joined a computation (metrics). */
  readonly stats = { hits: 0, misses: 0 };
  readonly #options: ResponseCacheOptions;

  constructor(options: ResponseCacheOptions) {
    this.#options = options;
  }

  /**
   * Answers `request` from the cache or from `compute` (its value checked by `schema`). With
   * `professionalId`, the answer shows that professional's data only (a profile): it stays valid
   * across the changes that touched other professionals only.
   */
  async send<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: S,
    compute: () => Promise<Fresh<z.input<S>>>,
    professionalId?: string,
  ): Promise<never> {
    const entry = await this.#entry(key, schema, compute, professionalId);
    reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (matches(request.headers['if-none-match'], entry.etag)) {
      reply.code(304).send();
      return reply as never;
    }
    const encoding =
      entry.body.length < COMPRESS_MIN_BYTES ? null : negotiate(request.headers['accept-encoding']);
    reply.type('application/json; charset=utf-8');
    if (!encoding) reply.send(entry.body);
    else {
      entry.encoded[encoding] ??= compressors[encoding](entry.body);
      reply.header('content-encoding', encoding).send(await entry.encoded[encoding]);
    }
    // Fastify: an async handler that sent must return the reply (the send may finish later,
    // e.g. compressed). Typed `never` so a route's typed return accepts it.
    return reply as never;
  }

  async #entry<S extends z.ZodType>(
    key: string,
    schema: S,
    compute: () => Promise<Fresh<z.input<S>>>,
    professionalId: string | undefined,
  ): Promise<Entry> {
    const { versions } = this.#options;
    const version = await versions.current();
    const now = this.#options.now().getTime();
    const hit = this.#entries.get(key);
    if (
      hit &&
      hit.version !== version &&
      professionalId !== undefined &&
      versions.onlyOthersChanged(professionalId, hit.version, version)
    ) {
      // Still this version's answer: the next request compares versions only.
      hit.version = version;
    }
    if (hit && hit.version === version && hit.madeAt <= now && hit.expiresAt > now) {
      this.stats.hits++;
      return hit;
    }
    this.stats.misses++;
    const pendingKey = `${version}\u0000${key}`;
    let pending = this.#pending.get(pendingKey);
    if (!pending) {
      pending = this.#options.gate
        .run(compute)
        .then(({ value, until }) => {
          const body = Buffer.from(JSON.stringify(schema.parse(value)));
          // Weak: the brotli, gzip and plain copies are one answer (RFC 9110 §8.8.3).
          const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
          const ttlEnd = now + this.#options.ttlMs;
          const expiresAt = until ? Math.min(until.getTime(), ttlEnd) : ttlEnd;
          // The compressed copies are a fraction of the body: counted with it.
          const bytes = Math.ceil(body.length * 1.5);
          const entry: Entry = { version, madeAt: now, expiresAt, body, encoded: {}, etag, bytes };
          this.#store(key, entry);
          return entry;
        })
        .finally(() => this.#pending.delete(pendingKey));
      this.#pending.set(pendingKey, pending);
    }
    return pending;
  }

  #store(key: string, entry: Entry): void {
    // A slower computation of an older version must not replace a newer one.
    const old = this.#entries.peek(key);
    if (!old || old.version <= entry.version) this.#entries.set(key, entry);
  }
}

function negotiate(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const accepted = encodings.negotiate(Array.isArray(header) ? header.join(',') : header);
  return accepted === 'br' || accepted === 'gzip' ? accepted : null;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** The cache key of a public read: the route and its parsed (so defaulted and normalised) query. */
export const cacheKey = (route: string, query: unknown = {}): string =>
  `${route}?${JSON.stringify(query, Object.keys((query ?? {}) as object).sort())}`;
