import type { InboxSolicitud } from '@servihogar/shared/solicitudes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { layoutApi, NEW_REQUEST, SOLI_ID } from '@/test/marketplace-api.ts';
import { mockApi, renderRoute } from '@/test/render-route.tsx';

const request = (extra: Partial<InboxSolicitud> = {}): InboxSolicitud => ({
  _id: SOLI_ID,
  unread: 0,
  client: { nombre: 'Carla', inicial: 'G' },
  servicio: 'plomero',
  createdAt: '2026-05-01T15:00:00.000Z',
  flujoCompleto: false,
  ...NEW_REQUEST,
  need: 'Pierde la canilla',
  whenDate: '2026-05-03',
  whenSlot: 'tarde',
  zone: 'Barrio Norte',
  ...extra,
});

describe('Pedidos (the professional’s inbox)', () => {
  it('shows each request with the client’s words and answers "No puedo" with a short answer', async () => {
    let current = request();
    let sent: unknown;
    mockApi({
      ...layoutApi,
      '/solicitudes/inbox': () => ({ solicitudes: [current], next: null }),
      [`/solicitudes/${SOLI_ID}/answer`]: (_url, init) => {
        sent = JSON.parse(String(init?.body));
        current = { ...current, state: 'rechazada', answer: 'no_puedo', answerText: 'Sin turnos' };
        return { solicitud: current };
      },
    });
    renderRoute(`/dash/pedidos?pedido=${SOLI_ID}&respuesta=no_puedo`, { roles: ['Prestador'] });

    // Opened from the e-mail's "No puedo" link: the dialog is ready.
    const dialog = await screen.findByRole('dialog', { name: 'No puedo tomar este pedido' });
    const card = screen.getByRole('article', { name: 'Pedido de Carla G.', hidden: true });
    expect(card).toHaveTextContent('Nueva');
    expect(card).toHaveTextContent('Pierde la canilla');
    expect(card).toHaveTextContent('3 de mayo de 2026 · Tarde');
    expect(card).toHaveTextContent('Barrio Norte');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Respuesta (opcional)' }), 'Sin turnos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar "No puedo"' }));
    expect(await within(card).findByText('Rechazada')).toBeInTheDocument();
    expect(sent).toEqual({ answer: 'no_puedo', answerText: 'Sin turnos' });
    expect(card).toHaveTextContent('Tu respuesta: Sin turnos');
    expect(within(card).queryByRole('button', { name: 'Acepto' })).not.toBeInTheDocument();
  });

  it('offers "Trabajo realizado" once accepted, and says when there are none', async () => {
    mockApi({
      ...layoutApi,
      '/solicitudes/inbox': () => ({
        solicitudes: [request({ state: 'aceptada', answer: 'acepto' })],
        next: null,
      }),
    });
    renderRoute('/dash/pedidos', { roles: ['Prestador'] });
    expect(await screen.findByRole('button', { name: 'Trabajo realizado' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acepto' })).not.toBeInTheDocument();
  });

  it('pages with "Ver más"', async () => {
    mockApi({
      ...layoutApi,
      '/solicitudes/inbox': (url) =>
        url.searchParams.get('before')
          ? {
              solicitudes: [request({ _id: '00000000-0000-4000-8000-0000000000cc', need: 'Otra' })],
              next: null,
            }
          : { solicitudes: [request()], next: 'cursor' },
    });
    renderRoute('/dash/pedidos', { roles: ['Prestador'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Ver más' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
  });
});
