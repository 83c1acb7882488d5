import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export type TestS3 = {
  /** The S3_* environment for loadConfig. */
  env: Record<string, string>;
  /** Where s3rver keeps the objects (to check nothing lands on our disk storage instead). */
  directory: string;
  close(): Promise<void>;
};

/** A real S3-protocol server (s3rver) on a free port, with one empty bucket. */
export async function startS3Server(bucket = 'servihogar-test'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'servihogar-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    // s3rver knows this one key pair (it checks the key id; it does not verify V4 signatures).
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    directory,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
