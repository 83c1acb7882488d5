import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { alias: { '@/': `${import.meta.dirname}/src/` } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    // Journeys through several lazy routes; generous for a machine busy with other suites.
    testTimeout: 60_000,
  },
});
