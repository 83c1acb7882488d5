import * as msg from '@servihogar/shared/messages';
import type { MySolicitud } from '@servihogar/shared/solicitudes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { layoutApi, NEW_REQUEST, PRO_ID, SOLI_ID } from '@/test/marketplace-api.ts';
import { mockApi, renderRoute } from '@/test/render-route.tsx';

const solicitud = (extra: Partial<MySolicitud>): MySolicitud => ({
  _id: SOLI_ID,
  unread: 0,
  professional: { _id: PRO_ID, nombre: 'María Laura', apellido: 'Gómez', foto: null },
  servicio: 'ninera',
  createdAt: '2026-05-01T15:00:00.000Z',
  flujoCompleto: false,
  ...NEW_REQUEST,
  ...extra,
});

describe('Mis solicitudes', () => {
  it('lists each solicitud with its professional, service, date and rating state', async () => {
    const rated = '00000000-0000-4000-8000-0000000000bb';
    mockApi({
      ...layoutApi,
      '/solicitudes/mine': () => ({
        solicitudes: [
          solicitud({}),
          solicitud({ _id: rated, servicio: 'plomero', flujoCompleto: true, state: 'calificada' }),
        ],
        next: null,
      }),
    });
    renderRoute('/dash/misSolicitudes', { roles: ['Cliente'] });
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(2);
    const [open, done] = items as [HTMLElement, HTMLElement];
    expect(within(open).getByRole('link', { name: 'María Laura Gómez' })).toHaveAttribute(
      'href',
      `/dash/professionals/ninera/${PRO_ID}`,
    );
    expect(open).toHaveTextContent('Niñera');
    expect(open).toHaveTextContent('1 de mayo de 2026');
    expect(done).toHaveTextContent('Calificada');
    expect(within(done).queryByRole('link', { name: /Calificar/ })).not.toBeInTheDocument();
  });

  // Issue 48: nothing to rate before the professional accepts; expired and declined say so.
  it.each([
    ['nueva', null, null],
    ['vencida', null, msg.rating.expired],
    ['rechazada', 'no_puedo', msg.rating.declined],
    ['aceptada', 'acepto', null],
    ['realizada', 'acepto', null],
  ] as const)('offers "Calificar" on a %s request only once accepted', async (state, answer, note) => {
    mockApi({
      ...layoutApi,
      '/solicitudes/mine': () => ({ solicitudes: [solicitud({ state, answer })], next: null }),
    });
    renderRoute('/dash/misSolicitudes', { roles: ['Cliente'] });
    const item = await screen.findByRole('article', { name: 'Solicitud a María Laura Gómez' });
    const rate = within(item).queryByRole('link', { name: /Calificar/ });
    if (answer === 'acepto') {
      expect(rate).toHaveAttribute('href', `/dash/professionals/ninera/${PRO_ID}/${SOLI_ID}/calificacion`);
    } else {
      expect(rate).not.toBeInTheDocument();
    }
    if (note) expect(item).toHaveTextContent(note);
  });

  it('asks "¿Llegó a trabajar?": Sí confirms it and opens the rating page', async () => {
    let sent: unknown;
    mockApi({
      ...layoutApi,
      '/solicitudes/mine': () => ({
        solicitudes: [
          solicitud({ state: 'realizada', answer: 'acepto', answerText: 'Voy el lunes', arrivalAsked: true }),
        ],
        next: null,
      }),
      [`/solicitudes/${SOLI_ID}/arrival`]: (_url, init) => {
        sent = JSON.parse(String(init?.body));
        return { solicitud: { ...solicitud({ state: 'realizada', arrived: true }), professionalId: PRO_ID } };
      },
    });
    const { router } = renderRoute('/dash/misSolicitudes', { roles: ['Cliente'] });
    const item = await screen.findByRole('article', { name: 'Solicitud a María Laura Gómez' });
    expect(item).toHaveTextContent('Realizada');
    expect(item).toHaveTextContent('Respuesta de María Laura: Voy el lunes');
    expect(within(item).getByText('¿Llegó a trabajar María Laura?')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Sí' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/dash/professionals/ninera/${PRO_ID}/${SOLI_ID}/calificacion`,
      ),
    );
    expect(sent).toEqual({ arrived: true });
  });

  it('says when there are none', async () => {
    mockApi({ ...layoutApi, '/solicitudes/mine': () => ({ solicitudes: [], next: null }) });
    renderRoute('/dash/misSolicitudes', { roles: ['Cliente'] });
    expect(await screen.findByText('Todavía no contrataste a ningún profesional.')).toBeInTheDocument();
  });
});
