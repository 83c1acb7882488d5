import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './precompress.ts';
import { prerenderHome } from './prerender-home.ts';
import { pwaOptions } from './pwa.config.ts';

// API prefixes of product §7 (served by apps/api); none collides with a page route of §2.
const API_PREFIXES = [
  'auth',
  'professionals',
  'categories',
  'category',
  'user',
  'banUser',
  'redactors',
  'subscriptions',
  'solicitudes',
  'api',
  'geo',
  'health',
  'uploads',
  'docs',
  'audit-log',
  'share-cards',
];
const API_TARGET = 'http://localhost:3000';

const alias = [
  // `@/` is this app's src/ (the same alias in tsconfig.json and vitest.config.ts).
  { find: /^@\//, replacement: `${import.meta.dirname}/src/` },
  // zod with its JIT off (no eval under the CSP): see src/lib/zod-jitless.ts.
  { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), VitePWA(pwaOptions), precompress(), prerenderHome(alias)],
  resolve: { alias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/first-visit.mjs and the service worker's precache (precache-audience.ts) read it.
    manifest: true,
    rolldownOptions: {
      output: {
        // zod in a chunk of its own: left to itself the bundler merges it with modules the first
        // page needs (shared constants) and the home page would download the validation library.
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|zod-jitless/ }] },
      },
    },
  },
  server: {
    proxy: {
      [`^/(${API_PREFIXES.join('|')})(/|\\?|$)`]: { target: API_TARGET, changeOrigin: false },
    },
  },
});
