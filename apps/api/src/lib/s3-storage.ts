import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertKey, assertPut, contentTypeOf, isValidKey, publicUrlOf } from './file-keys.ts';
import type { FileStorage } from './file-storage.ts';

export type S3Options = {
  /** Path-style endpoint, e.g. https://s3.us-east-1.amazonaws.com or a MinIO / R2 URL. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region?: string;
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 15_000;

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);

/**
 * Files in an S3-compatible bucket, which stays private: the browser reads public files through
 * our /uploads route (same URLs as on disk), and private/ keys are never served there.
 */
export function createS3Storage(options: S3Options): FileStorage {
  // aws4fetch retries 5xx and network errors with backoff (default 10 times: too long for a request).
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region ?? 'us-east-1',
    service: 's3',
    retries: 2,
  });
  const base = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}`;
  const objectUrl = (key: string) => `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const call = async (method: string, key: string, init: { body?: BodyInit; headers?: HeadersInit } = {}) =>
    client.fetch(objectUrl(key), {
      method,
      ...init,
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  const fail = async (res: Response, what: string): Promise<never> => {
    const detail = (await res.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${what}: HTTP ${res.status} ${detail}`);
  };

  const listPage = async (params: Record<string, string>) => {
    const query = new URLSearchParams({ 'list-type': '2', ...params });
    const res = await client.fetch(`${base}?${query}`, {
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    if (!res.ok) await fail(res, 'LIST');
    return res;
  };

  return {
    async put(key, data, contentType) {
      assertPut(key, contentType);
      const res = await call('PUT', key, {
        body: new Uint8Array(data),
        headers: { 'Content-Type': contentType },
      });
      if (!res.ok) await fail(res, `PUT ${key}`);
      await res.arrayBuffer();
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      const res = await call('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) return fail(res, `GET ${key}`);
      return { data: Buffer.from(await res.arrayBuffer()), contentType: contentTypeOf(key)! };
    },
    async stream(key) {
      if (!isValidKey(key)) return null;
      const res = await call('GET', key);
      if (res.status === 404) return null;
      if (!res.ok || !res.body) return fail(res, `GET ${key}`);
      const length = Number(res.headers.get('content-length') ?? Number.NaN);
      return {
        body: Readable.fromWeb(res.body as ReadableStream<Uint8Array>),
        // Our key decides the type, not whatever the bucket stored.
        contentType: contentTypeOf(key)!,
        ...(Number.isFinite(length) ? { size: length } : {}),
      };
    },
    async delete(key) {
      assertKey(key);
      const res = await call('DELETE', key);
      if (!res.ok && res.status !== 404) await fail(res, `DELETE ${key}`);
      await res.arrayBuffer();
    },
    async check() {
      // HeadBucket: the bucket exists and these credentials may use it.
      const res = await client.fetch(base, {
        method: 'HEAD',
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`S3 HEAD bucket: HTTP ${res.status}`);
    },
    async *list() {
      let token: string | undefined;
      do {
        const xml = await (await listPage(token ? { 'continuation-token': token } : {})).text();
        for (const [, key = ''] of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) yield unescapeXml(key);
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? unescapeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '')
          : undefined;
      } while (token);
    },
    publicUrl: publicUrlOf,
  };
}
