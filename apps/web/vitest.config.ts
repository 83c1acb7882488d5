import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';

/**
 * Test files that read module state the first time they run: the prerender (which lazy routes have
 * loaded) and the app config (`getAppConfig` keeps what it first read). They get a fresh module graph
 * of their own; every other file shares its worker's jsdom and modules.
 */
const FRESH_MODULES = [
  'src/prerender.test.tsx',
  'src/features/subscriptions/pages/license-pages.test.tsx',
  'src/features/notifications/components/phone-channels-section.test.tsx',
];

const webProject = (name: string, isolate: boolean, include: string[], exclude: string[]) =>
  defineProject({
    root: import.meta.dirname,
    plugins: [react()],
    resolve: { alias: { '@/': `${import.meta.dirname}/src/` } },
    test: {
      name,
      environment: 'jsdom',
      include,
      exclude: [...configDefaults.exclude, ...exclude],
      setupFiles: [`${import.meta.dirname}/vitest.setup.ts`],
      restoreMocks: true,
      // One jsdom and one module graph per worker rather than per file: each test cleans up after
      // itself (vitest.setup.ts), and React, the router and the form kit load once, not 75 times.
      isolate,
      // Journeys through several lazy routes; generous for a machine busy with other suites.
      testTimeout: 60_000,
    },
  });

/** The web's tests as two Vitest projects: 'web' (shared modules) and 'web-fresh' (FRESH_MODULES). */
export const webProjects = [
  webProject('web', false, ['src/**/*.test.{ts,tsx}'], FRESH_MODULES),
  webProject('web-fresh', true, FRESH_MODULES, []),
];
