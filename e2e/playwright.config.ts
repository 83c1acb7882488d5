import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { freePort } from './support/free-port.ts';

// The built app runs on a free port with a fresh data directory, exactly as `npm start` runs it,
// and sends its e-mail to a real SMTP peer. Playwright loads this file again in every worker: the
// chosen ports and folder go into the environment, which the workers inherit.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_SMTP_PORT ??= String(await freePort());
process.env.E2E_MAIL_HTTP_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'servihogar-e2e-'));
process.env.E2E_MAIL_URL = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT}`;
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const repoRoot = new URL('..', import.meta.url).pathname;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './artifacts/results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'npx tsx e2e/support/mail-peer.ts',
      cwd: repoRoot,
      url: `${process.env.E2E_MAIL_URL}/health`,
      reuseExistingServer: false,
      env: {
        MAIL_PEER_SMTP_PORT: process.env.E2E_SMTP_PORT,
        MAIL_PEER_HTTP_PORT: process.env.E2E_MAIL_HTTP_PORT,
      },
    },
    {
      command: 'node apps/api/dist/server.js',
      cwd: repoRoot,
      url: `${baseURL}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        GATE_DELAY_MS: '300',
        NODE_ENV: 'test',
        DATABASE_URL: '',
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      },
    },
  ],
});
