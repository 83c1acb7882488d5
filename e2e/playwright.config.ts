import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL } from '../scripts/chromium.mjs';
import { ARCA_CUIT, ARCA_PTO_VTA, writeArcaCertificate } from './support/arca.ts';
import { freePort } from './support/free-port.ts';

// The built app runs on a free port with a fresh data directory, exactly as `npm start` runs it,
// and sends its e-mail to a real SMTP peer. Playwright loads this file again in every worker: the
// chosen ports and folder go into the environment, which the workers inherit.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_SMTP_PORT ??= String(await freePort());
process.env.E2E_MAIL_HTTP_PORT ??= String(await freePort());
process.env.E2E_CLOCK_PORT ??= String(await freePort());
process.env.E2E_MP_PORT ??= String(await freePort());
process.env.E2E_FAKE_MP_PORT ??= String(await freePort());
process.env.E2E_FAKE_WA_PORT ??= String(await freePort());
process.env.E2E_FAKE_ARCA_PORT ??= String(await freePort());
process.env.E2E_MAIL_URL = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT}`;
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
// Journeys that move the server's clock (trial expiry…) get an app of their own, so the others never
// see time jump. Its specs are named *.clock.spec.ts.
const clockBaseURL = `http://127.0.0.1:${process.env.E2E_CLOCK_PORT}`;
// The Mercado Pago journey (issue 33) has an app of its own, with a clock, talking to the local
// Mercado Pago of apps/api/test/mercadopago (its API, its checkout page, its signed webhooks).
const mpBaseURL = `http://127.0.0.1:${process.env.E2E_MP_PORT}`;
process.env.E2E_FAKE_MP_URL = `http://127.0.0.1:${process.env.E2E_FAKE_MP_PORT}`;
const MP_ACCESS_TOKEN = 'TEST-e2e-access-token';
const MP_WEBHOOK_SECRET = 'e2e-webhook-secret';
// WhatsApp (issue 42) on the same app, against the local Cloud API of apps/api/test/whatsapp.
process.env.E2E_FAKE_WA_URL = `http://127.0.0.1:${process.env.E2E_FAKE_WA_PORT}`;
const WHATSAPP = {
  WHATSAPP_TOKEN: 'e2e-whatsapp-token',
  WHATSAPP_PHONE_NUMBER_ID: '100000000000042',
  WHATSAPP_APP_SECRET: 'e2e-whatsapp-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'e2e-whatsapp-verify-token',
  WHATSAPP_API_URL: process.env.E2E_FAKE_WA_URL,
};
// ARCA's electronic invoices (issue 46) on the same app, against the local WSAA + WSFEv1 of
// apps/api/test/arca, with a throw-away certificate made once per run.
process.env.E2E_FAKE_ARCA_URL = `http://127.0.0.1:${process.env.E2E_FAKE_ARCA_PORT}`;
process.env.E2E_ARCA_DIR ??= writeArcaCertificate();
const ARCA = {
  ARCA_CUIT,
  ARCA_CERT: join(process.env.E2E_ARCA_DIR, 'cert.pem'),
  ARCA_KEY: join(process.env.E2E_ARCA_DIR, 'key.pem'),
  ARCA_PTO_VTA: String(ARCA_PTO_VTA),
  ARCA_WSAA_URL: `${process.env.E2E_FAKE_ARCA_URL}/ws/services/LoginCms`,
  ARCA_WSFE_URL: `${process.env.E2E_FAKE_ARCA_URL}/wsfev1/service.asmx`,
};

/** The built server as `npm start` runs it, on its own port and fresh data directory. */
function appServer(url: string, extraEnv: Record<string, string> = {}) {
  const dataDirKey = `E2E_DATA_DIR_${new URL(url).port}`;
  process.env[dataDirKey] ??= mkdtempSync(join(tmpdir(), 'servihogar-e2e-'));
  return {
    command: 'node apps/api/dist/server.js',
    cwd: repoRoot,
    url: `${url}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: new URL(url).port,
      PUBLIC_URL: url,
      DATA_DIR: process.env[dataDirKey],
      GATE_DELAY_MS: '300',
      NODE_ENV: 'test',
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      // As behind a load balancer: the helpers that register people through the API name a client
      // address of their own, so the per-IP registration limit counts people, not the test runner.
      TRUST_PROXY: '127.0.0.1',
      // The privacy policy names it (Ley 25.326, issue 32).
      AAIP_REGISTRY_NUMBER: 'RNBD 0000-E2E',
      ...extraEnv,
    },
  };
}
const repoRoot = new URL('..', import.meta.url).pathname;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './artifacts/results',
  fullyParallel: true,
  // Three: with the headless shell and no service worker the journeys left about a third of two cores
  // idle waiting on the app, the mail peer and the stand-ins (decision 0073).
  workers: 3,
  // No retries: a flaky journey must fail visibly (issue 17).
  retries: 0,
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  // Assertions pass as soon as the state shows; these limits only bound a failure. They are generous
  // because a CI machine saturated by other work can take several seconds per step (issue 17).
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    // A page that never loads fails at its goto, not at the test's limit with another step's stack.
    navigationTimeout: 60_000,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    // A failure keeps its DOM snapshots; the screencast of every test cost a third of the suite's time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The service worker precaches every chunk (about 200 KB gzip) in each new context, that is in
    // every journey; only the journeys about it (pwa, push) let it in.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: HEADLESS_SHELL,
      args: CHROMIUM_ARGS,
    },
  },
  // The two one-worker projects first in the queue: they start at once beside each other and the
  // main project fills the workers as they finish, instead of running one journey at a time at the end.
  projects: [
    {
      name: 'chromium-clock',
      testMatch: '**/*.clock.spec.ts',
      // One server clock for them all: one clock journey at a time, never two moving it at once.
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: clockBaseURL },
    },
    {
      // The app with the outside services configured: Mercado Pago (issue 33), WhatsApp (issue 42)
      // and ARCA (issue 46).
      name: 'chromium-mercadopago',
      testMatch: ['**/mercadopago.spec.ts', '**/push-whatsapp.spec.ts', '**/invoices.spec.ts'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: mpBaseURL },
    },
    {
      name: 'chromium',
      testIgnore: [
        '**/*.clock.spec.ts',
        '**/mercadopago.spec.ts',
        '**/push-whatsapp.spec.ts',
        '**/invoices.spec.ts',
      ],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
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
    appServer(baseURL),
    appServer(clockBaseURL, { TEST_CLOCK: 'true' }),
    {
      command: 'npx tsx apps/api/test/mercadopago/fake-mercadopago-server.ts',
      cwd: repoRoot,
      url: `${process.env.E2E_FAKE_MP_URL}/health`,
      reuseExistingServer: false,
      env: {
        FAKE_MP_PORT: process.env.E2E_FAKE_MP_PORT,
        FAKE_MP_ACCESS_TOKEN: MP_ACCESS_TOKEN,
        FAKE_MP_WEBHOOK_BASE_URL: mpBaseURL,
        FAKE_MP_WEBHOOK_SECRET: MP_WEBHOOK_SECRET,
      },
    },
    {
      command: 'npx tsx apps/api/test/whatsapp/fake-whatsapp-server.ts',
      cwd: repoRoot,
      url: `${process.env.E2E_FAKE_WA_URL}/health`,
      reuseExistingServer: false,
      env: {
        FAKE_WA_PORT: process.env.E2E_FAKE_WA_PORT,
        FAKE_WA_TOKEN: WHATSAPP.WHATSAPP_TOKEN,
        FAKE_WA_PHONE_NUMBER_ID: WHATSAPP.WHATSAPP_PHONE_NUMBER_ID,
        FAKE_WA_APP_SECRET: WHATSAPP.WHATSAPP_APP_SECRET,
      },
    },
    {
      command: 'npx tsx apps/api/test/arca/fake-arca-server.ts',
      cwd: repoRoot,
      url: `${process.env.E2E_FAKE_ARCA_URL}/health`,
      reuseExistingServer: false,
      env: {
        FAKE_ARCA_PORT: process.env.E2E_FAKE_ARCA_PORT,
        FAKE_ARCA_CUIT: ARCA_CUIT,
        FAKE_ARCA_CERT: ARCA.ARCA_CERT,
      },
    },
    appServer(mpBaseURL, {
      TEST_CLOCK: 'true',
      MP_ACCESS_TOKEN,
      MP_WEBHOOK_SECRET,
      MP_API_URL: process.env.E2E_FAKE_MP_URL,
      ...WHATSAPP,
      ...ARCA,
    }),
  ],
});
