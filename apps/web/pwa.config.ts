import type { VitePWAOptions } from 'vite-plugin-pwa';
import { precacheForFirstVisit } from './precache-audience.ts';

const BRAND = '#c2410c';
const CREAM = '#fff7ed';
export const OFFLINE_PAGE = '/offline.html';

/**
 * The installable app (decision 0024): a manifest, and a Workbox service worker that precaches the
 * hashed CSS, the scripts of the shell and of the public and client pages (issue 30: professional,
 * admin and staff scripts are cached when first used), the icons and the offline page. Pages (index.html) always come from the network —
 * they carry the runtime settings and the link-preview tags, and a deploy must show at once — and
 * the Spanish offline page stands in when there is none. Besides pages, only the app's own hashed scripts are
 * routed through the worker, so no API answer (personal data) is ever cached.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'autoUpdate',
  // A <script defer src="/registerSW.js">: no inline script, so the strict CSP holds; deferred, it
  // does not hold up the first paint.
  injectRegister: 'script-defer',
  manifestFilename: 'manifest.webmanifest',
  // Listed by the glob below already; added again they would be precached twice.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'ServiHogar',
    short_name: 'ServiHogar',
    description: 'Profesionales de confianza para tu hogar en Tucumán.',
    lang: 'es-AR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: BRAND,
    background_color: CREAM,
    categories: ['lifestyle', 'business'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The shell: hashed bundles, icons and the offline page; never index.html (see above).
    globPatterns: [
      'assets/**/*.{js,css,woff2,svg,png,webp}',
      'icons/*.png',
      'favicon.svg',
      'offline.html',
      'offline.js',
    ],
    globIgnores: ['index.html'],
    manifestTransforms: [precacheForFirstVisit],
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    // Web Push (decision 0060): shows a push as a notification and opens its page on click.
    importScripts: ['/push-sw.js'],
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        // Navigations only: straight to the network (nothing stored), the offline page when it fails.
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: OFFLINE_PAGE } },
      },
      {
        // Scripts left out of the precache, kept once used; their names are content hashes, so a
        // kept file never goes stale, and a deploy's new names simply replace them over time.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/.+\.js$/.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'scripts-on-demand',
          expiration: { maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600 },
        },
      },
    ],
  },
};
