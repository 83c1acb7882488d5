import type { ConversationResponse, Message } from '@servihogar/shared/conversations';
import * as msg from '@servihogar/shared/messages';
import type { MySolicitud } from '@servihogar/shared/solicitudes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastBody, layoutApi, NEW_REQUEST, PRO_ID, SOLI_ID } from '@/test/marketplace-api.ts';
import { mockApi, renderRoute } from '@/test/render-route.tsx';

// The conversation panel of a row of Mis solicitudes (issue 42): unread count, messages newest
// last in Tucumán time, the send box with its counter, "Denunciar mensaje", states.

const solicitud: MySolicitud = {
  _id: SOLI_ID,
  unread: 2,
  professional: { _id: PRO_ID, nombre: 'Raúl', apellido: 'Ríos', foto: null },
  servicio: 'plomero',
  createdAt: '2026-11-20T12:00:00.000Z',
  flujoCompleto: false,
  ...NEW_REQUEST,
};

const message = (extra: Partial<Message>): Message => ({
  _id: '00000000-0000-4000-8000-000000000001',
  mine: false,
  autor: 'Raúl Ríos',
  texto: 'Hola',
  foto: null,
  createdAt: '2026-11-20T12:05:00.000Z',
  hidden: false,
  reportedByMe: false,
  ...extra,
});

const base = `/solicitudes/${SOLI_ID}/mensajes`;

function api(conversation: () => ConversationResponse | Response) {
  return mockApi({
    ...layoutApi,
    '/solicitudes/mine': () => ({ solicitudes: [solicitud], next: null }),
    '/solicitudes/mensajes/unread': () => ({ total: 2 }),
    [base]: (_url, init) =>
      init?.method === 'POST' ? { mensaje: message({ mine: true, texto: 'Nuevo' }) } : conversation(),
    [`${base}/read`]: () => new Response(null, { status: 204 }),
    [`${base}/00000000-0000-4000-8000-000000000002/report`]: () => new Response(null, { status: 204 }),
  });
}

const page = (mensajes: Message[]): ConversationResponse => ({
  mensajes,
  prev: null,
  otherName: 'Raúl Ríos',
  blockedByMe: false,
  blockedByOther: false,
});

describe('the conversation of a solicitud', () => {
  it('opens from the row with its unread count, newest last in Tucumán time, marks it read and sends', async () => {
    let mensajes = [
      message({
        _id: '00000000-0000-4000-8000-000000000001',
        mine: true,
        autor: 'Carla G.',
        texto: '¿Podés el sábado?',
      }),
      message({
        _id: '00000000-0000-4000-8000-000000000002',
        texto: 'Sí, a las 9',
        createdAt: '2026-11-20T23:30:00.000Z',
      }),
    ];
    const fetchMock = api(() => page(mensajes));
    const { client } = renderRoute('/dash/misSolicitudes', { roles: ['Cliente'] });

    const open = await screen.findByRole('button', { name: 'Mensajes (2 sin leer)' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    const list = await screen.findByRole('list', { name: msg.conversations.title });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Vos · 20/11/2026 09:05¿Podés el sábado?'),
      // 23:30 UTC is 20:30 in Tucumán.
      expect.stringContaining('Raúl Ríos · 20/11/2026 20:30Sí, a las 9'),
    ]);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/read') && init?.method === 'POST'),
      ).toBe(true),
    );

    const box = screen.getByRole('textbox', { name: msg.conversations.textLabel });
    await userEvent.click(screen.getByRole('button', { name: msg.conversations.send }));
    expect(await screen.findByText(msg.conversations.textRequired)).toBeInTheDocument();
    await userEvent.type(box, 'Nuevo');
    expect(screen.getByText('5/1000 caracteres')).toBeInTheDocument();
    mensajes = [
      ...mensajes,
      message({ _id: '00000000-0000-4000-8000-000000000003', mine: true, texto: 'Nuevo' }),
    ];
    await userEvent.click(screen.getByRole('button', { name: msg.conversations.send }));
    expect(await within(list).findByText('Nuevo')).toBeInTheDocument();
    expect(lastBody(fetchMock.mock.calls, base)).toEqual({ texto: 'Nuevo' });
    expect(box).toHaveValue('');

    // A live event invalidates ['messages', id]: the conversation reads itself again.
    mensajes = [
      ...mensajes,
      message({ _id: '00000000-0000-4000-8000-000000000004', texto: 'Llego a las 9' }),
    ];
    await client.invalidateQueries({ queryKey: ['messages', SOLI_ID] });
    expect(await within(list).findByText('Llego a las 9')).toBeInTheDocument();
  });

  it('reports a message of the other with a reason', async () => {
    const fetchMock = api(() =>
      page([message({ _id: '00000000-0000-4000-8000-000000000002', texto: 'Algo ofensivo' })]),
    );
    renderRoute('/dash/misSolicitudes', { roles: ['Cliente'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Mensajes (2 sin leer)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Denunciar mensaje' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar mensaje' });
    await userEvent.click(within(dialog).getByRole('button', { name: msg.conversations.reportSend }));
    expect(await within(dialog).findByText(msg.conversations.reportReasonRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Me insultó');
    await userEvent.click(within(dialog).getByRole('button', { name: msg.conversations.reportSend }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastBody(fetchMock.mock.calls, `${base}/00000000-0000-4000-8000-000000000002/report`)).toEqual({
      reason: 'Me insultó',
    });
  });

  it('says when there are no messages yet, and when they could not be loaded', async () => {
    let fail = true;
    api(() =>
      fail ? Response.json({ code: 'INTERNAL', message: 'Error interno' }, { status: 500 }) : page([]),
    );
    renderRoute('/dash/misSolicitudes', { roles: ['Cliente'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Mensajes (2 sin leer)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(msg.conversations.loadFailed);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(msg.conversations.empty)).toBeInTheDocument();
  });
});
