import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// API prefixes of spec §7 and DESIGN §4 (served by apps/api); none collides with a page route of §2.
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
];
const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  // `@/` is this app's src/ (the same alias in tsconfig.json and vitest.config.ts).
  resolve: { alias: { '@/': `${import.meta.dirname}/src/` } },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      [`^/(${API_PREFIXES.join('|')})(/|\\?|$)`]: { target: API_TARGET, changeOrigin: false },
    },
  },
});
