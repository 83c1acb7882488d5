import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli, best) and `file.gz` (gzip -9) beside each compressible asset of the
 * build, once: the server sends them as they are (`@fastify/static` `preCompressed`) instead of
 * compressing on every request (issue 15).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'servihogar:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const bytes = readFileSync(join(assets, name));
        if (bytes.length < MIN_BYTES) continue;
        const br = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        writeFileSync(join(assets, `${name}.br`), br);
        writeFileSync(join(assets, `${name}.gz`), gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}
