import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config.ts';

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
  'share-cards',
];
const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), VitePWA(pwaOptions)],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      [`^/(${API_PREFIXES.join('|')})(/|\\?|$)`]: { target: API_TARGET, changeOrigin: false },
    },
  },
});
