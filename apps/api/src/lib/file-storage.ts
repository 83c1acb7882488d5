import type { Readable } from 'node:stream';

/** Uploaded files: on disk by default, S3-compatible storage when configured (same interface). */
export type FileStorage = {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  /** The file as a stream, for serving it without holding it in memory. */
  stream(key: string): Promise<FileStream | null>;
  delete(key: string): Promise<void>;
  /** Throws when the storage cannot be written or reached (readiness). */
  check(): Promise<void>;
  /** Every stored key, in no particular order (backups). */
  list(): AsyncIterable<string>;
  /** URL the browser uses for a public file; private keys (under `private/`) are never served. */
  publicUrl(key: string): string;
};

export type FileStream = { body: Readable; contentType: string; size?: number };
