import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts', 'src/admin.ts', 'src/backup-restore.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  // The shared package is TypeScript source: bundle it; every npm dependency stays external.
  noExternal: [/^@servihogar\//],
  clean: true,
  sourcemap: true,
});
