import * as msg from '@servihogar/shared/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render-route.tsx';
import { aSubscription } from '@/test/subscription-fixture.ts';

const t = msg.mercadoPago;
const mp = (over: Parameters<typeof aSubscription>[0]) =>
  aSubscription({
    _id: 'mp-1',
    subscriptionPlan: 'mensual',
    type: 'professional',
    method: 'mercadopago',
    proofUrl: null,
    ...over,
  });

describe('/dash/mercadopago (Mercado Pago’s back_url)', () => {
  it('says "Pendiente de confirmación" until Mercado Pago decides', async () => {
    renderPage('/dash/mercadopago?ref=mp-1', {
      roles: ['Prestador'],
      api: { '/subscriptions/mine': () => [mp({ paymentStatus: 'pending', mpStatus: 'authorized' })] },
    });
    expect(await screen.findByText(t.returnPendingHint)).toBeInTheDocument();
    expect(screen.getAllByText(t.returnPending).length).toBeGreaterThan(0);
  });

  it('shows the confirmation with the paid-until date', async () => {
    renderPage('/dash/mercadopago?ref=mp-1', {
      roles: ['Prestador'],
      api: {
        '/subscriptions/mine': () => [
          mp({ paymentStatus: 'confirmed', mpStatus: 'authorized', endDate: '2027-01-04T12:00:00.000Z' }),
        ],
      },
    });
    expect(await screen.findByText(t.returnConfirmed)).toBeInTheDocument();
    expect(screen.getByText('Tu suscripción está al día hasta el 4 de enero de 2027.')).toBeInTheDocument();
  });

  it('authorized during the trial: says when the first charge is, not "Pago confirmado"', async () => {
    renderPage('/dash/mercadopago?ref=mp-1', {
      roles: ['Prestador'],
      api: {
        '/subscriptions/mine': () => [
          mp({
            paymentStatus: 'confirmed',
            mpStatus: 'authorized',
            endDate: null,
            firstChargeAt: '2026-11-27T12:00:00.000Z',
          }),
        ],
      },
    });
    expect(
      await screen.findByText('Débito automático autorizado: el primer cobro es el 27 de noviembre de 2026'),
    ).toBeInTheDocument();
    expect(screen.queryByText(t.returnConfirmed)).not.toBeInTheDocument();
    expect(screen.queryByText(msg.subscriptionsAdmin.filterConfirmed)).not.toBeInTheDocument();
  });

  it('a rejected charge, and an id that is not the caller’s', async () => {
    const { unmount } = renderPage('/dash/mercadopago?ref=mp-1', {
      roles: ['Prestador'],
      api: { '/subscriptions/mine': () => [mp({ paymentStatus: 'failed', mpStatus: 'authorized' })] },
    });
    expect(await screen.findByText(t.returnFailed)).toBeInTheDocument();
    unmount();
    renderPage('/dash/mercadopago?ref=otro', {
      roles: ['Prestador'],
      api: { '/subscriptions/mine': () => [] },
    });
    expect(await screen.findByText(t.returnUnknown)).toBeInTheDocument();
  });
});
