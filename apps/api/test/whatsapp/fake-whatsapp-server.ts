import { startFakeWhatsApp } from './fake-whatsapp.ts';

// The local WhatsApp Cloud API as a process, for Playwright (e2e/playwright.config.ts starts it):
// FAKE_WA_PORT, and the credentials the e2e server is given (FAKE_WA_TOKEN, FAKE_WA_PHONE_NUMBER_ID,
// FAKE_WA_APP_SECRET).

const env = process.env;
const fake = await startFakeWhatsApp({
  port: Number(env.FAKE_WA_PORT),
  token: env.FAKE_WA_TOKEN ?? '',
  phoneNumberId: env.FAKE_WA_PHONE_NUMBER_ID ?? '',
  appSecret: env.FAKE_WA_APP_SECRET ?? '',
});
console.log(`WhatsApp local en ${fake.url}`);
