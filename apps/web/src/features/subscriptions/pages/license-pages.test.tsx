import * as msg from '@servihogar/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { embedAppConfig } from '@/test/app-config.ts';
import { fakeXhr, heldXhr } from '@/test/fake-xhr.ts';
import { mockApi, renderRoute } from '@/test/render-route.tsx';
import { aSubscription } from '@/test/subscription-fixture.ts';

// toHaveTextContent collapses the no-break space Intl puts after the sign.
const ars = (n: number) =>
  new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' }).format(n).replace(/\s/g, ' ');
const INFO = { id: 'acc-1', nombre: 'Ana', apellido: 'Pérez', foto: null, professionalId: 'pro-1' };
const MINE = [
  aSubscription({ _id: 'a', subscriptionPlan: 'mensual', paymentStatus: 'pending', type: 'professional' }),
  aSubscription({
    _id: 'b',
    subscriptionPlan: 'anual',
    paymentStatus: 'confirmed',
    endDate: '2027-11-01T12:00:00.000Z',
    type: 'professional',
  }),
  aSubscription({ _id: 'c', subscriptionPlan: 'trimestral', paymentStatus: 'failed', type: 'professional' }),
];
const base = {
  '/categories': () => [],
  '/api/advertisement': () => [],
  '/api/advertisements': () => [],
  '/auth/getInfo/ana%40example.com': () => INFO,
  '/subscriptions/mine': () => MINE,
};

beforeAll(() => embedAppConfig());
beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }),
  );
});
async function choose(plan: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Elegir plan ${plan}` }));
  return screen.findByRole('heading', { level: 1, name: 'Pago de suscripción' });
}

const image = () => new File(['png'], 'comprobante.png', { type: 'image/png' });

describe('/dash/licenseTypes', () => {
  it('offers professionals the professional plans with prices and durations', async () => {
    mockApi(base);
    renderRoute('/dash/licenseTypes', { roles: ['Prestador'] });
    const mensual = await screen.findByRole('article', { name: 'Mensual' });
    expect(mensual).toHaveTextContent(ars(15000));
    expect(mensual).toHaveTextContent('30 días');
    expect(screen.getByRole('article', { name: 'Trimestral' })).toHaveTextContent(ars(40000));
    expect(screen.getByRole('article', { name: 'Anual' })).toHaveTextContent('365 días');
    expect(screen.queryByRole('article', { name: 'Premium' })).not.toBeInTheDocument();
  });

  it('offers clients only Premium', async () => {
    mockApi(base);
    renderRoute('/dash/licenseTypes', { roles: ['Cliente'] });
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Premium' })).toHaveTextContent(ars(5000)),
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});

describe('/dash/licenseSelection', () => {
  it('goes back to the plans without a plan in the navigation state', async () => {
    mockApi(base);
    const { router } = renderRoute('/dash/licenseSelection', { roles: ['Prestador'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Planes de suscripción' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dash/licenseTypes');
  });

  it('shows the chosen plan, the bank account and the own subscriptions', async () => {
    mockApi(base);
    renderRoute('/dash/licenseTypes', { roles: ['Prestador'] });
    await choose('Trimestral');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(`Trimestral${ars(40000)}90 días`);
    expect(main).toHaveTextContent('Tipo de cuentaCC');
    expect(main).toHaveTextContent('servihogar.pagos');
    expect(main).toHaveTextContent('0170099220000067797370');
    const mine = await screen.findByRole('list', { name: msg.subscription.mineTitle });
    expect(
      within(mine)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Pendiente'),
      expect.stringContaining('Confirmado'),
      expect.stringContaining('Fallido'),
    ]);
  });

  it('asks for a proof, accepts only images, and uploads with progress', async () => {
    mockApi(base);
    const xhr = heldXhr([
      { status: 201, body: { message: msg.subscription.created, subscription: MINE[0] } },
      { status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: msg.api.imageOnly } },
    ]);
    const sent = xhr.sent;
    renderRoute('/dash/licenseTypes', { roles: ['Prestador'] });
    await choose('Mensual');
    const send = screen.getByRole('button', { name: msg.subscription.send });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    expect(await screen.findByText(msg.subscription.proofRequired)).toBeInTheDocument();

    const input = screen.getByLabelText(msg.subscription.proofLabel);
    expect(input).toHaveAttribute('accept', 'image/*');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['%PDF'], 'comprobante.pdf', { type: 'application/pdf' }));
    await user.click(send);
    expect(await screen.findByText(msg.subscription.onlyImages)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.upload(input, image());
    expect(screen.getByRole('img', { name: 'Vista previa del comprobante' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(send);
    const progress = await screen.findByRole('progressbar', { name: msg.subscription.uploading });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    xhr.progress(50);
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    xhr.answer();
    expect(await screen.findByText(msg.subscription.created)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/subscriptions' });
    expect(sent[0]!.headers.authorization).toMatch(/^Bearer /);
    const form = sent[0]!.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      personId: 'acc-1',
      subscriptionPlan: 'mensual',
      type: 'professional',
    });
    expect((form.get('paymentProof') as File).name).toBe('comprobante.png');

    await user.upload(screen.getByLabelText(msg.subscription.proofLabel), image());
    await user.click(send);
    await waitFor(() => expect(sent).toHaveLength(2));
    xhr.answer();
    const failure = await screen.findByText(msg.subscription.createFailed);
    expect(failure.closest('[role="alert"]')).toHaveTextContent(msg.api.imageOnly);
  });

  it('sends a client Premium as a user subscription', async () => {
    mockApi({ ...base, '/subscriptions/mine': () => [] });
    const sent = fakeXhr([
      { status: 201, body: { message: msg.subscription.created, subscription: MINE[0] } },
    ]);
    renderRoute('/dash/licenseTypes', { roles: ['Cliente'] });
    await choose('Premium');
    expect(await screen.findByText(msg.subscription.mineEmpty)).toBeInTheDocument();
    const send = screen.getByRole('button', { name: msg.subscription.send });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.upload(screen.getByLabelText(msg.subscription.proofLabel), image());
    await userEvent.click(send);
    expect(await screen.findByText(msg.subscription.created)).toBeInTheDocument();
    const form = sent[0]!.body as FormData;
    expect(form.get('type')).toBe('user');
    expect(form.get('subscriptionPlan')).toBe('premium');
  });
});
