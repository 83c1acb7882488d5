import * as msg from '@servihogar/shared/messages';
import { defaultChannels, type Notification } from '@servihogar/shared/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastBody, layoutApi } from '@/test/marketplace-api.ts';
import { mockApi, networkDown, renderRoute } from '@/test/render-route.tsx';
import { ANA } from '@/test/user-fixture.ts';

const ID = '00000000-0000-4000-8000-0000000000a1';
const item = (readAt: string | null): Notification => ({
  id: ID,
  kind: 'new_request',
  title: 'Pedido nuevo de Carla G.',
  body: 'Carla G. te pidió Plomero.',
  path: '/dash/pedidos?pedido=1',
  createdAt: '2026-11-20T12:05:00.000Z',
  readAt,
});
const page = (rows: Notification[]) => ({
  notifications: rows,
  total: rows.length,
  page: 1,
  pageSize: 20,
  unread: rows.filter((n) => !n.readAt).length,
});

describe('the bell and /dash/notificaciones', () => {
  it('counts the unread, lists them in its panel, and "Marcar todo como leído" clears the count', async () => {
    let read = false;
    const fetchMock = mockApi({
      ...layoutApi,
      '/notifications/unread-count': () => ({ unread: read ? 0 : 1 }),
      '/notifications': () => page([item(read ? '2026-11-20T13:00:00.000Z' : null)]),
      '/notifications/read-all': () => {
        read = true;
        return { unread: 0 };
      },
    });
    renderRoute('/dash/notificaciones', { roles: ['Prestador'] });
    const bell = await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' });
    await userEvent.click(bell);
    const panel = screen.getByRole('region', { name: msg.notifications.panel });
    const link = await within(panel).findByRole('link', { name: /Pedido nuevo de Carla G\./ });
    expect(link).toHaveAttribute('href', '/dash/pedidos?pedido=1');
    // In Tucumán time (UTC−3).
    expect(link).toHaveTextContent('20/11, 09:05');
    expect(link).toHaveTextContent(msg.notifications.unreadTag);
    await userEvent.click(within(panel).getByRole('button', { name: msg.notifications.markAllRead }));
    await screen.findByRole('button', { name: 'Notificaciones' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/notifications/read-all'))).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Notificaciones' })).toHaveFocus();
  });

  it('shows the empty list with nothing to mark', async () => {
    mockApi({ ...layoutApi, '/notifications': () => page([]) });
    renderRoute('/dash/notificaciones', { roles: ['Cliente'] });
    expect(await screen.findByText(msg.notifications.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: msg.notifications.markAllRead })).toBeDisabled();
  });

  it('says when the list does not load', async () => {
    mockApi({ ...layoutApi, '/notifications': networkDown });
    renderRoute('/dash/notificaciones', { roles: ['Cliente'] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(msg.notifications.loadFailed);
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

/** What /dash/perfil reads of its client (the fixture's Ana). */
const profileApi = {
  ...layoutApi,
  '/auth/getInfo/ana%40example.com': () => ({ id: 'u1', nombre: 'Ana', apellido: 'Pérez', foto: null }),
  '/user/u1': () => ANA,
};

describe('the notification preferences', () => {
  it('shows only the channels the server has, keeps in-app always on, and saves every switch', async () => {
    const fetchMock = mockApi({
      ...profileApi,
      '/notifications/preferences': (_url, init) =>
        init?.method === 'PUT'
          ? { ...JSON.parse(String(init.body)), available: { email: true, push: false, whatsapp: false } }
          : {
              channels: defaultChannels(),
              quietHours: { enabled: true, start: 22, end: 8 },
              available: { email: true, push: false, whatsapp: false },
            },
    });
    renderRoute('/dash/perfil', { roles: ['Cliente'] });
    const prefs = await screen.findByRole('region', { name: msg.notifications.title });
    const answers = await within(prefs).findByRole('group', { name: 'Respuestas a tus pedidos' });
    expect(within(answers).getByRole('checkbox', { name: /En ServiHogar/ })).toBeDisabled();
    expect(within(answers).queryByRole('checkbox', { name: 'WhatsApp' })).not.toBeInTheDocument();
    // A client is never told of new requests: no switch for them.
    expect(within(prefs).queryByRole('group', { name: 'Pedidos nuevos' })).not.toBeInTheDocument();
    await userEvent.click(within(answers).getByRole('checkbox', { name: 'E-mail' }));
    await userEvent.click(within(prefs).getByRole('button', { name: msg.notifications.save }));
    expect(await within(prefs).findByText(msg.notifications.saved)).toBeInTheDocument();
    const body = lastBody(fetchMock.mock.calls, '/notifications/preferences', 'PUT') as {
      channels: Record<string, { email: boolean }>;
      quietHours: object;
    };
    expect(body.channels.answer!.email).toBe(false);
    expect(body.channels.new_request!.email).toBe(true);
    expect(body.quietHours).toEqual({ enabled: true, start: 22, end: 8 });
  });

  it('refuses an hour past 23 under its field', async () => {
    mockApi({
      ...profileApi,
      '/notifications/preferences': () => ({
        channels: defaultChannels(),
        quietHours: { enabled: true, start: 22, end: 8 },
        available: { email: true, push: false, whatsapp: false },
      }),
    });
    renderRoute('/dash/perfil', { roles: ['Cliente'] });
    const prefs = await screen.findByRole('region', { name: msg.notifications.title });
    const from = await within(prefs).findByLabelText(msg.notifications.quietFrom);
    await userEvent.clear(from);
    await userEvent.type(from, '24');
    await userEvent.click(within(prefs).getByRole('button', { name: msg.notifications.save }));
    await waitFor(() => expect(from).toHaveAccessibleDescription(msg.notifications.invalidHour));
  });
});
