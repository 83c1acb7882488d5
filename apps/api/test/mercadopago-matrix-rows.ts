import { all, plainRow, type Row, signedIn } from './matrix.ts';

// Issue 33: Mercado Pago subscriptions. The matrix app has Mercado Pago configured (MATRIX_MP_ENV);
// the requests stop before reaching it (a plan that does not exist, a notification without signature).

export const MATRIX_MP_ENV = {
  MP_ACCESS_TOKEN: 'TEST-matrix-token',
  MP_WEBHOOK_SECRET: 'matrix-webhook-secret',
  MP_API_URL: 'http://127.0.0.1:9',
};

export const MERCADOPAGO_ROWS: Row<unknown>[] = [
  plainRow('POST /subscriptions/mercadopago', signedIn(400), {
    payload: { subscriptionPlan: 'semanal' },
  }),
  {
    endpoint: 'POST /webhooks/mercadopago (unsigned)',
    request: () => ({
      method: 'POST',
      url: '/webhooks/mercadopago?data.id=123&type=subscription_authorized_payment',
      payload: { type: 'subscription_authorized_payment', data: { id: '123' } },
    }),
    expected: all(401),
  },
];
