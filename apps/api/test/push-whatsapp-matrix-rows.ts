import { createHmac } from 'node:crypto';
import { all, plainRow, type Row, signedIn } from './matrix.ts';

// Issue 42, parts 4 and 5: Web Push and WhatsApp. The matrix app has WhatsApp configured
// (MATRIX_WHATSAPP_ENV) against an address where nothing listens: no request here reaches it
// (a code request with a bad number, a wrong code, unsigned or forged webhooks).

const APP_SECRET = 'matrix-whatsapp-app-secret';

export const MATRIX_WHATSAPP_ENV = {
  WHATSAPP_TOKEN: 'matrix-whatsapp-token',
  WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
  WHATSAPP_APP_SECRET: APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: 'matrix-verify-token',
  WHATSAPP_API_URL: 'http://127.0.0.1:9',
};

const statusBody = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
const endpoint = 'https://push.example.invalid/matrix-device';

export const PUSH_WHATSAPP_ROWS: Row<unknown>[] = [
  plainRow('GET /push/key', all(200)),
  plainRow('POST /push/subscriptions', signedIn(400), {
    payload: { endpoint, keys: { p256dh: 'x', auth: 'y' } },
  }),
  plainRow('DELETE /push/subscriptions', signedIn(404), { payload: { endpoint } }),
  plainRow('GET /whatsapp', signedIn(200)),
  plainRow('POST /whatsapp/number', signedIn(400), { payload: { numero: '15' } }),
  plainRow('POST /whatsapp/confirm', signedIn(409), { payload: { codigo: '123456' } }),
  plainRow('DELETE /whatsapp', signedIn(204)),
  plainRow('GET /webhooks/whatsapp', all(403), {
    query: '?hub.mode=subscribe&hub.verify_token=no&hub.challenge=1',
  }),
  {
    endpoint: 'POST /webhooks/whatsapp (forged)',
    request: () => ({
      method: 'POST',
      url: '/webhooks/whatsapp',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${createHmac('sha256', 'otro').update(statusBody).digest('hex')}`,
      },
      payload: statusBody,
    }),
    expected: all(401),
  },
  {
    endpoint: 'POST /webhooks/whatsapp (signed)',
    request: () => ({
      method: 'POST',
      url: '/webhooks/whatsapp',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${createHmac('sha256', APP_SECRET).update(statusBody).digest('hex')}`,
      },
      payload: statusBody,
    }),
    expected: all(200),
  },
];
