import * as msg from '@servihogar/shared/messages';
import type { SubscriptionRights } from '@servihogar/shared/subscriptions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoute } from '@/test/render-route.tsx';

const t = msg.subscriptionRights;
const base = { '/categories': () => [], '/api/advertisement': () => [], '/api/advertisements': () => [] };
const future = new Date(Date.now() + 20 * 86_400_000).toISOString();

function setup(initial: SubscriptionRights) {
  let rights = initial;
  const fetchMock = mockApi({
    ...base,
    '/subscriptions/rights': () => rights,
    '/subscriptions/baja': () => {
      rights = { ...rights, bajaAt: new Date().toISOString() };
      return { message: t.cancelled, rights };
    },
    '/subscriptions/s-1/arrepentimiento': () => {
      rights = { ...rights, withdrawal: null, paidUntil: null };
      return { message: t.withdrawn, rights };
    },
  });
  return fetchMock;
}

describe('SubscriptionRightsPanel on /dash/licenseTypes', () => {
  it("'Botón de baja' is always there; confirming posts it, shows the answer and disables it", async () => {
    const fetchMock = setup({ bajaAt: null, paidUntil: future, withdrawal: null });
    renderRoute('/dash/licenseTypes', { roles: ['Prestador'] });
    const baja = await screen.findByRole('button', { name: t.cancelButton });
    await waitFor(() => expect(baja).toBeEnabled());
    expect(screen.queryByRole('button', { name: t.withdrawButton })).not.toBeInTheDocument();
    await userEvent.click(baja);
    const dialog = await screen.findByRole('dialog', { name: t.cancelButton });
    expect(dialog).toHaveTextContent(t.cancelConfirm);
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirm }));
    expect(await screen.findByText(t.cancelled)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: t.cancelButton })).toBeDisabled());
    const call = fetchMock.mock.calls.find((c) => String(c[0]) === '/subscriptions/baja');
    expect(call?.[1]?.method).toBe('POST');
  });

  it("'Botón de arrepentimiento' shows only within the term, with its deadline, and acts on that payment", async () => {
    const deadline = '2026-11-30T12:00:00.000Z';
    setup({ bajaAt: null, paidUntil: future, withdrawal: { subscriptionId: 's-1', deadline } });
    renderRoute('/dash/licenseTypes', { roles: ['Prestador'] });
    await userEvent.click(await screen.findByRole('button', { name: t.withdrawButton }));
    expect(screen.getByText(/Podés arrepentirte hasta el 30 de noviembre de 2026/)).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: t.withdrawButton });
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirm }));
    expect(await screen.findByText(t.withdrawn)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: t.withdrawButton })).not.toBeInTheDocument(),
    );
  });

  it('clients (Premium) do not see the panel', async () => {
    setup({ bajaAt: null, paidUntil: null, withdrawal: null });
    renderRoute('/dash/licenseTypes', { roles: ['Cliente'] });
    await screen.findByRole('heading', { level: 1, name: 'Planes de suscripción' });
    expect(screen.queryByRole('button', { name: t.cancelButton })).not.toBeInTheDocument();
  });
});
