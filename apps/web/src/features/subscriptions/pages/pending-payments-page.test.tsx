import * as msg from '@servihogar/shared/messages';
import type { Subscription } from '@servihogar/shared/subscriptions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageAnswer, queriesTo } from '@/test/paged-list.ts';
import { mockApi, renderRoute } from '@/test/render-route.tsx';
import { aSubscription } from '@/test/subscription-fixture.ts';

const t = msg.subscriptionsAdmin;
const base = { '/categories': () => [], '/api/advertisement': () => [], '/api/advertisements': () => [] };
const LIST: Subscription[] = [
  aSubscription({ _id: 's1' }),
  aSubscription({
    _id: 's2',
    userFullName: 'José Núñez',
    professionalFullName: 'José Núñez',
    professionalId: 'p2',
    subscriptionPlan: 'mensual',
    paymentStatus: 'confirmed',
    endDate: '2026-12-01T12:00:00.000Z',
    type: 'professional',
  }),
  aSubscription({ _id: 's3', userFullName: 'Eva Luna', paymentStatus: 'failed' }),
];

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:proof'), revokeObjectURL: vi.fn() }),
  );
});
const rows = () => screen.getAllByRole('row').slice(1);
const names = () => rows().map((r) => within(r).getAllByRole('cell')[0]!.textContent);

const paged = (subscriptions: Subscription[], total?: number, page?: number) =>
  pageAnswer('subscriptions', subscriptions, total, page);
const asked = (fetchMock: Parameters<typeof queriesTo>[0]) => queriesTo(fetchMock, '/subscriptions');

function open(list: Subscription[] = LIST, extra = {}, path = '/dash/pendingPayments') {
  const fetchMock = mockApi({ ...base, '/subscriptions': () => paged(list), ...extra });
  const view = renderRoute(path, { roles: ['Admin'] });
  return Object.assign(fetchMock, { router: view.router });
}

describe("/dash/pendingPayments 'Subscripciones'", () => {
  it('shows the columns and the user type of each row', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    await screen.findByText('José Núñez');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 7)).toEqual([
      t.colUser,
      t.colUserType,
      t.colPlan,
      msg.mercadoPago.colMethod,
      t.colEndDate,
      t.colStatus,
      t.colActions,
    ]);
    const transfer = msg.mercadoPago.methodTransfer;
    expect(rows()[0]).toHaveTextContent(`Ana Pérez${t.userTypeClient}Premium${transfer}—Pendiente`);
    expect(rows()[1]).toHaveTextContent(
      `José Núñez${t.userTypeProfessional}Mensual${transfer}1 de diciembre de 2026Confirmado`,
    );
  });

  it('a Mercado Pago row: its state and the reconciliation’s finding, no proof, no Aprobar', async () => {
    const flagged = 'Revisar: Mercado Pago cobró 2 vez/veces y registramos 1';
    open([
      aSubscription({
        _id: 'mp',
        userFullName: 'Lucía Mercado',
        subscriptionPlan: 'mensual',
        type: 'professional',
        method: 'mercadopago',
        mpStatus: 'authorized',
        mpMismatch: flagged,
        proofUrl: null,
      }),
    ]);
    await screen.findByText('Lucía Mercado');
    const [row] = rows();
    expect(row).toHaveTextContent(msg.mercadoPago.methodMercadoPago);
    expect(row).toHaveTextContent(msg.mercadoPago.state.authorized!);
    expect(row).toHaveTextContent(flagged);
    expect(within(row!).queryByRole('button', { name: /^Aprobar/ })).not.toBeInTheDocument();
    expect(within(row!).queryByRole('button', { name: /^Ver comprobante/ })).not.toBeInTheDocument();
    expect(within(row!).getByRole('button', { name: /^Rechazar/ })).toBeInTheDocument();
  });

  it('asks the server for the status and the search, and keeps them in the URL', async () => {
    const fetchMock = open();
    await screen.findByText('José Núñez');
    expect(screen.getByText('3 suscripciones')).toBeInTheDocument();
    const filter = screen.getByLabelText(t.filterLabel);
    expect([...(filter as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      t.filterAll,
      t.filterPending,
      t.filterConfirmed,
      t.filterFailed,
    ]);
    await userEvent.selectOptions(filter, t.filterFailed);
    await waitFor(() => expect(asked(fetchMock).at(-1)).toEqual({ paymentStatus: 'failed', page: '1' }));
    await userEvent.type(screen.getByPlaceholderText(t.search), 'NUNEZ');
    await waitFor(() =>
      expect(asked(fetchMock).at(-1)).toEqual({ search: 'NUNEZ', paymentStatus: 'failed', page: '1' }),
    );
    expect(fetchMock.router.state.location.search).toBe('?estado=failed&buscar=NUNEZ');
  });

  it('opens on the URL’s status, search and page, and pages on the server', async () => {
    const fetchMock = open(
      LIST,
      { '/subscriptions': () => paged(LIST, 120, 2) },
      '/dash/pendingPayments?estado=pending&buscar=ana&pagina=2',
    );
    await screen.findByText('José Núñez');
    expect(screen.getByLabelText(t.filterLabel)).toHaveValue('pending');
    expect(screen.getByPlaceholderText(t.search)).toHaveValue('ana');
    expect(asked(fetchMock).at(-1)).toEqual({ search: 'ana', paymentStatus: 'pending', page: '2' });
    expect(screen.getByText('120 suscripciones')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Siguiente/ }));
    await waitFor(() => expect(asked(fetchMock).at(-1)).toMatchObject({ page: '3' }));
    expect(fetchMock.router.state.location.search).toContain('pagina=3');
  });

  it("hides 'Aprobar' on confirmed rows and always offers 'Rechazar'", async () => {
    open();
    await screen.findByText('José Núñez');
    const [pending, confirmed, failed] = rows();
    for (const row of [pending!, failed!]) {
      expect(within(row).getByRole('button', { name: /^Aprobar/ })).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: /^Rechazar/ })).toBeInTheDocument();
    }
    expect(within(confirmed!).queryByRole('button', { name: /^Aprobar/ })).not.toBeInTheDocument();
    expect(within(confirmed!).getByRole('button', { name: /^Rechazar/ })).toBeInTheDocument();
  });

  it('approves and reloads the list', async () => {
    let list = LIST;
    let reads = 0;
    const fetchMock = open(undefined, {
      '/subscriptions': () => {
        reads += 1;
        return paged(list);
      },
      '/subscriptions/s1': (_url: URL, init?: RequestInit) => {
        list = list.map((s) => (s._id === 's1' ? { ...s, paymentStatus: 'confirmed' as const } : s));
        return { message: 'Suscripción aprobada.', subscription: list[0], method: init?.method };
      },
    });
    await screen.findByText('José Núñez');
    await userEvent.click(within(rows()[0]!).getByRole('button', { name: /^Aprobar/ }));
    expect(await screen.findByText('Suscripción aprobada.')).toBeInTheDocument();
    await waitFor(() => expect(within(rows()[0]!).queryByRole('button', { name: /^Aprobar/ })).toBeNull());
    expect(reads).toBe(2);
    const put = fetchMock.mock.calls.find(([u]) => String(u) === '/subscriptions/s1');
    expect(put?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ paymentStatus: 'confirmed' });
  });

  it("'Eliminar' removes the row from this view only", async () => {
    const fetchMock = open();
    await screen.findByText('José Núñez');
    const before = fetchMock.mock.calls.length;
    await userEvent.click(within(rows()[2]!).getByRole('button', { name: /^Eliminar/ }));
    expect(names()).toEqual(['Ana Pérez', 'José Núñez']);
    expect(
      fetchMock.mock.calls.slice(before).filter(([, init]) => init?.method && init.method !== 'GET'),
    ).toEqual([]);
  });

  it('shows the empty text', async () => {
    open([]);
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });

  it('opens the proof image, fetched with the session', async () => {
    const fetchMock = open(undefined, {
      '/subscriptions/s1/proof': () =>
        new Response(new Uint8Array([82, 73, 70, 70]), { headers: { 'Content-Type': 'image/webp' } }),
    });
    await screen.findByText('José Núñez');
    await userEvent.click(within(rows()[0]!).getByRole('button', { name: new RegExp(t.viewProof) }));
    const dialog = await screen.findByRole('dialog', { name: msg.subscription.proofLabel });
    await waitFor(() => expect(within(dialog).getByRole('img')).toHaveAttribute('src', 'blob:proof'));
    const call = fetchMock.mock.calls.find(([u]) => String(u) === '/subscriptions/s1/proof');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toMatch(/^Bearer /);
  });

  it('a refund asked for by arrepentimiento shows in the row and the admin marks it refunded', async () => {
    let refunded = false;
    const withdrawn = () =>
      aSubscription({
        _id: 'r1',
        userFullName: 'Rita Reembolso',
        professionalId: 'p9',
        type: 'professional',
        subscriptionPlan: 'mensual',
        paymentStatus: 'confirmed',
        refundRequestedAt: '2026-11-05T12:00:00.000Z',
        refundedAt: refunded ? '2026-11-06T12:00:00.000Z' : null,
      });
    const fetchMock = open([], {
      '/subscriptions': () => paged([withdrawn()]),
      '/subscriptions/r1/refund': () => {
        refunded = true;
        return { message: msg.subscriptionRights.markedRefunded, subscription: withdrawn() };
      },
    });
    const row = (await screen.findByText('Rita Reembolso')).closest('tr')!;
    expect(row).toHaveTextContent(msg.subscriptionRights.refundRequested);
    expect(within(row).getByRole('button', { name: /Rechazar/ })).toBeDisabled();
    await userEvent.click(within(row).getByRole('button', { name: /Marcar reembolsado/ }));
    await waitFor(() =>
      expect(screen.getByText('Rita Reembolso').closest('tr')).toHaveTextContent(
        msg.subscriptionRights.refunded,
      ),
    );
    expect(screen.queryByRole('button', { name: /Marcar reembolsado/ })).not.toBeInTheDocument();
    const call = fetchMock.mock.calls.find((c) => String(c[0]) === '/subscriptions/r1/refund');
    expect(call?.[1]?.method).toBe('PUT');
  });
});
