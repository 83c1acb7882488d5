import * as msg from '@servihogar/shared/messages';
import type { UserProfile } from '@servihogar/shared/users';
import type { WhatsAppState } from '@servihogar/shared/whatsapp';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { embedAppConfig } from '@/test/app-config.ts';
import { type Handler, mockApi, renderRoute, shellApi } from '@/test/render-route.tsx';
import { ANA, anaInfo } from '@/test/user-fixture.ts';

// "Avisos en tu teléfono" on /dash/perfil: the push state and button (the browser's push APIs are
// stood in for, jsdom has none), and the WhatsApp opt-in against the API's answers.

const KEY = `B${'A'.repeat(86)}`;

beforeAll(() => embedAppConfig({ mercadoPago: false, whatsApp: true }));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function api(extra: Record<string, Handler>) {
  return mockApi({
    ...shellApi,
    ...anaInfo(),
    '/user/u1': (): UserProfile => ({ ...ANA, direccion: null }),
    '/push/key': () => ({ publicKey: KEY }),
    ...extra,
  });
}

/** A browser with push: Notification (permission `start`, then `answer`) and a service worker. */
function browserWithPush(start: NotificationPermission, answer: NotificationPermission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission: start, requestPermission }),
  );
  let subscription: PushSubscription | null = null;
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => {
    subscription = {
      endpoint: 'https://push.example/dispositivo-1',
      options,
      toJSON: () => ({
        endpoint: 'https://push.example/dispositivo-1',
        keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
      }),
      unsubscribe: async () => true,
    } as unknown as PushSubscription;
    return subscription;
  });
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { requestPermission, subscribe };
}

describe('Avisos en tu teléfono', () => {
  it('says push is not available in a browser without it', async () => {
    api({ '/whatsapp': () => ({ numero: null, confirmado: false }) });
    renderRoute('/dash/perfil', { roles: ['Cliente'] });
    expect(await screen.findByText('Avisos en este teléfono: no disponible en este navegador')).toBeVisible();
    expect(screen.queryByRole('button', { name: msg.push.enable })).toBeNull();
  });

  it('asks permission only on "Avisarme en este teléfono", subscribes with the server key, shows activado', async () => {
    const browser = browserWithPush('default', 'granted');
    const saved: unknown[] = [];
    api({
      '/whatsapp': () => ({ numero: null, confirmado: false }),
      '/push/subscriptions': (_url, init) => {
        saved.push(JSON.parse(String(init?.body)));
        return new Response(null, { status: 204 });
      },
    });
    renderRoute('/dash/perfil', { roles: ['Cliente'] });
    const button = await screen.findByRole('button', { name: msg.push.enable });
    expect(screen.getByText('Avisos en este teléfono: desactivado')).toBeVisible();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(await screen.findByText('Avisos en este teléfono: activado')).toBeVisible();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    expect(saved).toEqual([
      {
        endpoint: 'https://push.example/dispositivo-1',
        keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
      },
    ]);
  });

  it('shows bloqueado por el navegador when the person refuses', async () => {
    browserWithPush('default', 'denied');
    api({ '/whatsapp': () => ({ numero: null, confirmado: false }) });
    renderRoute('/dash/perfil', { roles: ['Cliente'] });
    await userEvent.click(await screen.findByRole('button', { name: msg.push.enable }));
    expect(await screen.findByText('Avisos en este teléfono: bloqueado por el navegador')).toBeVisible();
    expect(screen.getByText(msg.push.blockedHint)).toBeVisible();
  });

  it('confirms a WhatsApp number: number, code (a wrong one said under the field), confirmed', async () => {
    let state: WhatsAppState = { numero: null, confirmado: false };
    api({
      '/whatsapp': () => state,
      '/whatsapp/number': (_url, init) => {
        state = { numero: JSON.parse(String(init?.body)).numero, confirmado: false };
        return Response.json(state, { status: 202 });
      },
      '/whatsapp/confirm': (_url, init) => {
        if (JSON.parse(String(init?.body)).codigo !== '654321') {
          return Response.json(
            {
              code: 'VALIDATION',
              message: msg.whatsApp.wrongCode,
              fields: { codigo: msg.whatsApp.wrongCode },
            },
            { status: 400 },
          );
        }
        state = { ...state, confirmado: true };
        return state;
      },
    });
    renderRoute('/dash/perfil', { roles: ['Cliente'] });
    const section = within(await screen.findByRole('region', { name: 'Avisos en tu teléfono' }));
    const number = await section.findByLabelText(msg.whatsApp.numberLabel);
    await userEvent.type(number, '38155');
    await userEvent.click(section.getByRole('button', { name: msg.whatsApp.sendCode }));
    expect(await section.findByText(msg.whatsApp.numberInvalid)).toBeVisible();
    await userEvent.type(number, '51234');
    await userEvent.click(section.getByRole('button', { name: msg.whatsApp.sendCode }));
    expect(
      await section.findByText('Te enviamos un código de 6 dígitos por WhatsApp al +54 9 3815551234.'),
    ).toBeVisible();
    const code = section.getByLabelText(msg.whatsApp.codeLabel);
    await userEvent.type(code, '111111');
    await userEvent.click(section.getByRole('button', { name: msg.whatsApp.confirm }));
    expect(await section.findByText(msg.whatsApp.wrongCode)).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(section.getByRole('button', { name: msg.whatsApp.confirm }));
    expect(await section.findByText('WhatsApp confirmado: +54 9 3815551234')).toBeVisible();
  });
});
