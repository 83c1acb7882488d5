import { startFakeMercadoPago } from './fake-mercadopago.ts';

// The local Mercado Pago as a process, for Playwright (e2e/playwright.config.ts starts it):
// FAKE_MP_PORT, FAKE_MP_ACCESS_TOKEN, and the app it notifies: FAKE_MP_WEBHOOK_BASE_URL, FAKE_MP_WEBHOOK_SECRET.

const env = process.env;
const fake = await startFakeMercadoPago({
  port: Number(env.FAKE_MP_PORT),
  accessToken: env.FAKE_MP_ACCESS_TOKEN ?? '',
  webhook: env.FAKE_MP_WEBHOOK_BASE_URL
    ? { baseUrl: env.FAKE_MP_WEBHOOK_BASE_URL, secret: env.FAKE_MP_WEBHOOK_SECRET ?? '' }
    : undefined,
});
console.log(`Mercado Pago local en ${fake.url}`);
