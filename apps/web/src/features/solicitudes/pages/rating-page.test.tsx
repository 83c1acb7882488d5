import * as msg from '@servihogar/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastBody, layoutApi, PRO_ID, SOLI_ID } from '@/test/marketplace-api.ts';
import { mockApi, renderRoute } from '@/test/render-route.tsx';

const PATH = `/dash/professionals/plomero/${PRO_ID}/${SOLI_ID}/calificacion`;
// The e-mail travels percent-encoded in the path.
const INFO = `/auth/getInfoSoli/ana%40example.com/${SOLI_ID}`;

describe('rating page', () => {
  it('thanks the client when the solicitud was already rated', async () => {
    mockApi({ ...layoutApi, [INFO]: () => ({ flujoCompleto: true, state: 'calificada' }) });
    renderRoute(PATH, { roles: ['Cliente'] });
    expect(await screen.findByRole('heading', { name: '¡Gracias por tu calificación!' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: 'Mis solicitudes' })).toHaveAttribute(
      'href',
      '/dash/misSolicitudes',
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  // Issue 48: no form before the professional accepted; an expired or declined request says so.
  it.each([
    ['nueva', msg.rating.waiting],
    ['vencida', msg.rating.expired],
    ['rechazada', msg.rating.declined],
  ])('offers no rating form for a %s solicitud, and says why', async (state, why) => {
    mockApi({ ...layoutApi, [INFO]: () => ({ flujoCompleto: false, state }) });
    renderRoute(PATH, { roles: ['Cliente'] });
    expect(await screen.findByText(why)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Mis solicitudes' })).toHaveAttribute(
      'href',
      '/dash/misSolicitudes',
    );
    expect(screen.queryByRole('button', { name: 'Enviar calificación' })).not.toBeInTheDocument();
  });

  it('rates an open solicitud with the rating body, then thanks', async () => {
    const fetchMock = mockApi({
      ...layoutApi,
      [INFO]: () => ({ flujoCompleto: false, state: 'aceptada' }),
      [`/professionals/addComment/${PRO_ID}`]: () =>
        Response.json(
          {
            message: msg.rating.sent,
            comment: {
              _id: 'c9',
              nombrePersona: 'Ana Pérez',
              descripcion: 'Bien',
              calificacionComentario: 4,
              foto: null,
            },
            calificacion: 4,
          },
          { status: 201 },
        ),
    });
    renderRoute(PATH, { roles: ['Cliente'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar calificación' }));
    expect(await screen.findByText(msg.rating.starsRequired)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: '4 estrellas' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Tu comentario' }), 'Bien');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar calificación' }));
    expect(await screen.findByText(msg.rating.sent)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '¡Gracias por tu calificación!' })).toBeInTheDocument();
    expect(lastBody(fetchMock.mock.calls, `/professionals/addComment/${PRO_ID}`)).toEqual({
      descripcion: 'Bien',
      calificacionComentario: 4,
      nombrePersona: 'Ana Pérez',
      idSoli: SOLI_ID,
      emailCliente: 'ana@example.com',
    });
  });

  it("shows the server's refusal (another client's solicitud)", async () => {
    mockApi({
      ...layoutApi,
      [INFO]: () =>
        Response.json({ code: 'FORBIDDEN', message: msg.rating.notYourSolicitud }, { status: 404 }),
    });
    renderRoute(PATH, { roles: ['Cliente'] });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(msg.rating.notYourSolicitud));
  });

  it("says the solicitud is not among the client's own, with a link to them", async () => {
    mockApi({
      ...layoutApi,
      [INFO]: () => Response.json({ code: 'NOT_FOUND', message: msg.api.notFound }, { status: 404 }),
    });
    renderRoute(PATH, { roles: ['Cliente'] });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(msg.rating.solicitudNotFound));
    expect(screen.getByRole('link', { name: 'Ver mis solicitudes' })).toHaveAttribute(
      'href',
      '/dash/misSolicitudes',
    );
  });

  it('tells a professional or an admin that only the client rates, without a link to /restricted', async () => {
    const fetchMock = mockApi({ ...layoutApi });
    for (const roles of [['Prestador'], ['Admin']] as const) {
      const view = renderRoute(PATH, { roles: [...roles] });
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(msg.rating.notYourSolicitud));
      expect(screen.queryByRole('link', { name: 'Ver mis solicitudes' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: msg.pages.backHome })).toHaveAttribute('href', '/');
      view.unmount();
    }
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('getInfoSoli'))).toBe(false);
  });
});
