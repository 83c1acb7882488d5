import * as msg from '@servihogar/shared/messages';
import type { ProfessionalDetail } from '@servihogar/shared/professionals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DETAIL, HIRED, lastBody, layoutApi, PRO_ID, publicProfessional } from '@/test/marketplace-api.ts';
import { mockApi, renderRoute } from '@/test/render-route.tsx';

const PATH = `/dash/professionals/plomero/${PRO_ID}`;

function setup(
  detail: ProfessionalDetail = DETAIL,
  extra: Record<string, (url: URL, init?: RequestInit) => unknown> = {},
) {
  return mockApi({
    ...layoutApi,
    [`/professionals/${PRO_ID}`]: () => detail,
    [`/professionals/${PRO_ID}/similar`]: () => ({ professionals: [publicProfessional(7)] }),
    '/solicitudes': () => Response.json(HIRED, { status: 201 }),
    [`/professionals/${PRO_ID}/myComment`]: () => ({ comment: null }),
    ...extra,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('provider profile', () => {
  it('shows everything of product §2 and the name in the breadcrumb', async () => {
    const fetchMock = setup();
    renderRoute(PATH, { roles: ['Cliente'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'María Laura Gómez' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto de María Laura Gómez' })).toBeInTheDocument();
    expect(screen.getByText('Niñera · Plomero')).toBeInTheDocument();
    expect(screen.getByText('4,5 de 5')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4,5 de 5 estrellas' })).toBeInTheDocument();
    expect(screen.getByText('Yerba Buena, Tucumán')).toBeInTheDocument();
    expect(screen.getByText(/Disponible desde/)).toHaveTextContent('10 de enero de 2026');
    expect(screen.getByRole('list', { name: 'Modalidades de Niñera' })).toHaveTextContent('Semanal');
    expect(screen.getByText('Cuidado de niños en tu casa.')).toBeInTheDocument();
    expect(screen.getByText(msg.fallback.noDescription)).toBeInTheDocument();
    expect(screen.getByText(msg.fallback.coverage)).toBeInTheDocument();
    expect(screen.getByText('Muy puntual.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: msg.pages.edit })).not.toBeInTheDocument();

    const similar = screen.getByRole('complementary', { name: 'Perfiles similares' });
    await waitFor(() =>
      expect(within(similar).getByRole('link', { name: /Nombre7 Gómez/ })).toHaveAttribute(
        'href',
        `/dash/professionals/plomero/${publicProfessional(7)._id}`,
      ),
    );
    const similarCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/similar'));
    expect(String(similarCall?.[0])).toContain('servicio=plomero');

    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(crumbs).toHaveTextContent('Inicio/Profesionales/Plomero/María Laura Gómez');
  });

  it('following a similar profile shows the spinner until it arrives, never the previous professional', async () => {
    const next = publicProfessional(7);
    let answer: (detail: ProfessionalDetail) => void = () => {};
    setup(DETAIL, {
      [`/professionals/${next._id}`]: () => new Promise((resolve) => (answer = resolve)),
      [`/professionals/${next._id}/similar`]: () => ({ professionals: [] }),
      [`/professionals/${next._id}/myComment`]: () => ({ comment: null }),
    });
    renderRoute(PATH, { roles: ['Cliente'] });
    await screen.findByRole('heading', { level: 1, name: 'María Laura Gómez' });
    const similar = screen.getByRole('complementary', { name: 'Perfiles similares' });
    await userEvent.click(await within(similar).findByRole('link', { name: /Nombre7 Gómez/ }));
    expect(await screen.findByText('Cargando el perfil...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'María Laura Gómez' })).not.toBeInTheDocument();
    answer({ ...next, comentarios: [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nombre7 Gómez' })).toBeInTheDocument();
  });

  it('falls back when the professional has no service, comments, similar profiles or photo', async () => {
    setup(
      { ...DETAIL, servicio: [], comentarios: [], calificacion: 0 },
      { [`/professionals/${PRO_ID}/similar`]: () => ({ professionals: [] }) },
    );
    renderRoute(`/dash/professionals/details/${PRO_ID}`, { roles: ['Cliente'] });
    await screen.findByRole('heading', { level: 1, name: 'María Laura Gómez' });
    expect(screen.getAllByText(msg.fallback.profession).length).toBeGreaterThan(0);
    expect(screen.getByText(msg.pages.noComments)).toBeInTheDocument();
    expect(screen.getByText(msg.pages.noRating)).toBeInTheDocument();
    expect(await screen.findByText(msg.pages.noSimilar)).toBeInTheDocument();
  });

  it("shows admins the 'Editar' link", async () => {
    setup();
    renderRoute(PATH, { roles: ['Admin'] });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: msg.pages.edit })).toHaveAttribute(
        'href',
        `/dash/editProfessional/${PRO_ID}`,
      ),
    );
  });

  it("enables 'Ver datos' only after the terms are accepted, then shows the contact data", async () => {
    const fetchMock = setup();
    renderRoute(PATH, { roles: ['Cliente'] });
    await userEvent.click(await screen.findByRole('button', { name: msg.pages.hire }));
    const terms = await screen.findByRole('dialog', { name: 'Términos y condiciones' });
    expect(terms).toHaveTextContent('10 días');
    expect(terms).toHaveTextContent('6 meses');
    const seeData = within(terms).getByRole('button', { name: msg.pages.seeData });
    expect(seeData).toBeDisabled();
    expect(within(terms).getByText(msg.hire.termsRequired)).toBeInTheDocument();

    await userEvent.click(within(terms).getByRole('checkbox', { name: /acepto los términos/ }));
    expect(seeData).toBeEnabled();
    await userEvent.click(seeData);

    const contact = await screen.findByRole('dialog', { name: 'Datos de contacto' });
    expect(lastBody(fetchMock.mock.calls, '/solicitudes')).toEqual({
      professionalId: PRO_ID,
      servicio: 'plomero',
    });
    expect(contact).toHaveTextContent('María Laura Gómez');
    expect(contact).toHaveTextContent('48 años');
    expect(contact).toHaveTextContent('+54 9 3815623481');
    expect(contact).toHaveTextContent('marialaura@example.com');
    expect(contact).toHaveTextContent(msg.fallback.coverage);
    const whatsapp = within(contact).getByRole('link', { name: 'Escribir por WhatsApp' });
    const url = new URL(whatsapp.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/5493815623481');
    expect(url.searchParams.get('text')).toBe(
      'Hola María Laura, vi tu perfil en ServiHogar y me gustaría contratar tu servicio de Plomero.',
    );
    expect(within(contact).getByRole('link', { name: 'Llamar' })).toHaveAttribute(
      'href',
      'tel:+5493815623481',
    );
  });

  it('lets the client pick the service when the path names none', async () => {
    const fetchMock = setup();
    renderRoute(`/dash/professionals/details/${PRO_ID}`, { roles: ['Cliente'] });
    await userEvent.click(await screen.findByRole('button', { name: msg.pages.hire }));
    const terms = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(terms).getByLabelText('Servicio a contratar'), 'ninera');
    await userEvent.click(within(terms).getByRole('checkbox'));
    await userEvent.click(within(terms).getByRole('button', { name: msg.pages.seeData }));
    await screen.findByRole('dialog', { name: 'Datos de contacto' });
    expect(lastBody(fetchMock.mock.calls, '/solicitudes')).toEqual({
      professionalId: PRO_ID,
      servicio: 'ninera',
    });
  });

  it('checks the words with the shared hire schema before sending: a street address is no zone', async () => {
    const fetchMock = setup();
    renderRoute(PATH, { roles: ['Cliente'] });
    await userEvent.click(await screen.findByRole('button', { name: msg.pages.hire }));
    const terms = await screen.findByRole('dialog', { name: 'Términos y condiciones' });
    const zone = within(terms).getByLabelText('¿Dónde? Barrio o localidad');
    await userEvent.type(zone, 'San Martín 1234');
    await userEvent.click(within(terms).getByRole('checkbox', { name: /acepto los términos/ }));
    await userEvent.click(within(terms).getByRole('button', { name: msg.pages.seeData }));
    expect(await within(terms).findByText(msg.requests.zoneNoAddress)).toBeInTheDocument();
    expect(zone).toHaveAttribute('aria-invalid', 'true');
    expect(() => lastBody(fetchMock.mock.calls, '/solicitudes')).toThrow('no POST /solicitudes');
  });

  it('shows, for the régimen de casas particulares, the minimum pay valid today in the hire flow', async () => {
    setup(DETAIL, {
      '/pay-scales/current': () => ({
        payScales: [
          {
            id: '00000000-0000-4000-8000-000000000001',
            category: 'asistencia_cuidado',
            modality: 'con_retiro',
            hourly: 3494.25,
            monthly: null,
            validFrom: '2026-01-01',
            note: '',
          },
        ],
      }),
    });
    renderRoute(`/dash/professionals/details/${PRO_ID}`, { roles: ['Cliente'] });
    await userEvent.click(await screen.findByRole('button', { name: msg.pages.hire }));
    const terms = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(terms).getByLabelText('Servicio a contratar'), 'ninera');
    const note = await within(terms).findByRole('note', { name: msg.payScales.sectionTitle });
    expect(note).toHaveTextContent(
      'el salario mínimo de asistencia y cuidado de personas (con retiro) es $ 3.494,25 la hora. Registrar el trabajo es obligatorio. Vigente desde el 1 de enero de 2026.',
    );
    expect(within(note).getByRole('link', { name: msg.payScales.howToRegister })).toHaveAttribute(
      'href',
      '/casasParticulares',
    );
    // A trade the regime does not cover: nothing about it.
    await userEvent.selectOptions(within(terms).getByLabelText('Servicio a contratar'), 'plomero');
    expect(within(terms).queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows the server message when hiring fails', async () => {
    setup(DETAIL, {
      '/solicitudes': () =>
        Response.json({ code: 'FORBIDDEN', message: msg.hire.providersCannotHire }, { status: 409 }),
    });
    renderRoute(PATH, { roles: ['Cliente'] });
    await userEvent.click(await screen.findByRole('button', { name: msg.pages.hire }));
    const terms = await screen.findByRole('dialog');
    await userEvent.click(within(terms).getByRole('checkbox'));
    await userEvent.click(within(terms).getByRole('button', { name: msg.pages.seeData }));
    await waitFor(() =>
      expect(within(terms).getByRole('alert')).toHaveTextContent(msg.hire.providersCannotHire),
    );
  });

  it('hides the comment box from providers', async () => {
    setup();
    renderRoute(PATH, { roles: ['Prestador'] });
    await screen.findByText('Muy puntual.');
    expect(screen.queryByRole('heading', { name: 'Dejá tu comentario' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it("tells providers and redactors why there is no 'Contratar'", async () => {
    setup();
    const { unmount } = renderRoute(PATH, { roles: ['Prestador'] });
    expect(await screen.findByText(msg.hire.providersCannotHire)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: msg.pages.hire })).not.toBeInTheDocument();
    unmount();
    renderRoute(PATH, { roles: ['Redactor'] });
    expect(await screen.findByText('Para contratar, ingresá con una cuenta de cliente.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: msg.pages.hire })).not.toBeInTheDocument();
  });

  it('shows a client who already commented that comment instead of the box', async () => {
    const own = {
      _id: 'c9',
      nombrePersona: 'Ana Pérez',
      descripcion: 'Ya opiné.',
      calificacionComentario: 4,
      foto: null,
    };
    setup(DETAIL, { [`/professionals/${PRO_ID}/myComment`]: () => ({ comment: own }) });
    renderRoute(PATH, { roles: ['Cliente'] });
    expect(await screen.findByRole('heading', { name: 'Ya dejaste tu comentario' })).toBeInTheDocument();
    expect(screen.getByText('Ya opiné.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dejá tu comentario' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Tu comentario' })).not.toBeInTheDocument();
  });

  it('shows the comment box to a provider who is also a client', async () => {
    setup();
    renderRoute(PATH, { roles: ['Prestador', 'Cliente'] });
    expect(await screen.findByRole('heading', { name: 'Dejá tu comentario' })).toBeInTheDocument();
  });

  it('asks for stars, sends the comment, and reads the profile again after 3 s', async () => {
    let detail = DETAIL;
    const fetchMock = setup(DETAIL, {
      [`/professionals/${PRO_ID}`]: () => detail,
      [`/professionals/addComment/${PRO_ID}`]: () => {
        const comment = {
          _id: 'c2',
          nombrePersona: 'Ana Pérez',
          descripcion: 'Excelente trabajo.',
          calificacionComentario: 3,
          foto: null,
          verified: false,
          reply: null,
        };
        detail = { ...DETAIL, calificacion: 4, comentarios: [comment, ...DETAIL.comentarios] };
        return Response.json({ message: msg.rating.sent, comment, calificacion: 4 }, { status: 201 });
      },
    });
    renderRoute(PATH, { roles: ['Cliente'] });
    const box = await screen.findByRole('textbox', { name: 'Tu comentario' });
    await userEvent.type(box, 'Excelente trabajo.');
    expect(screen.getByText('18/180 caracteres')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar comentario' }));
    expect(await screen.findByText(msg.rating.starsRequired)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: '3 estrellas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar comentario' }));
    // Said once, in place of the box: no toast beside it (issue 29).
    expect(await screen.findAllByText(msg.rating.sent)).toHaveLength(1);
    expect(lastBody(fetchMock.mock.calls, `/professionals/addComment/${PRO_ID}`)).toEqual({
      descripcion: 'Excelente trabajo.',
      calificacionComentario: 3,
      nombrePersona: 'Ana Pérez',
      foto: null,
    });
    expect(await screen.findByText('Excelente trabajo.')).toBeInTheDocument();
    expect(screen.getByText('4 de 5')).toBeInTheDocument();
  }, 15_000);

  it('shows verified reviews, replies and the response signal; an admin hides a reply with a reason', async () => {
    let detail: ProfessionalDetail = {
      ...DETAIL,
      respuesta: { percent: 80, delay: 'dia' },
      comentarios: [
        {
          ...DETAIL.comentarios[0]!,
          verified: true,
          reply: { text: 'Gracias por elegirme', at: '2026-05-02T12:00:00.000Z' },
        },
      ],
    };
    const fetchMock = setup(detail, {
      [`/professionals/${PRO_ID}`]: () => detail,
      '/professionals/comments/c1/hide': () => {
        detail = { ...detail, comentarios: [{ ...detail.comentarios[0]!, reply: null }] };
        return new Response(null, { status: 204 });
      },
    });
    renderRoute(PATH, { roles: ['Admin'] });
    const review = (await screen.findByText('Muy puntual.')).closest('li')!;
    expect(within(review).getByText('Contratación verificada')).toBeInTheDocument();
    expect(review).toHaveTextContent('Gracias por elegirme');
    expect(screen.getByTestId('response-signal')).toHaveTextContent(
      'Suele responder en el día · Responde el 80 % de los pedidos',
    );
    await userEvent.click(within(review).getByRole('button', { name: 'Ocultar la respuesta' }));
    const dialog = screen.getByRole('dialog', { name: 'Ocultar la respuesta' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Datos personales');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ocultar' }));
    await waitFor(() => expect(screen.queryByText('Gracias por elegirme')).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
    expect(lastBody(fetchMock.mock.calls, '/professionals/comments/c1/hide')).toEqual({
      part: 'reply',
      reason: 'Datos personales',
    });
  });
  // Issue 48: a comment without a verified hire says so, and the profile counts the verified ones.
  it('marks comments without a verified hire and counts the verified reviews', async () => {
    const unverified = {
      _id: 'c2',
      nombrePersona: 'Ana Pérez',
      descripcion: 'Me atendió bien por teléfono.',
      calificacionComentario: 4,
      foto: null,
      verified: false,
      reply: null,
    };
    const detail: ProfessionalDetail = {
      ...DETAIL,
      calificacion: 4.5,
      comentarios: [{ ...DETAIL.comentarios[0]!, verified: true }, unverified],
    };
    setup(detail, { [`/professionals/${PRO_ID}`]: () => detail });
    renderRoute(PATH, { roles: ['Cliente'] });
    const review = (await screen.findByText('Muy puntual.')).closest('li')!;
    const comment = screen.getByText('Me atendió bien por teléfono.').closest('li')!;
    expect(within(review).getByText(msg.rating.verified)).toBeInTheDocument();
    expect(within(review).queryByText(msg.rating.unverified)).not.toBeInTheDocument();
    expect(within(comment).getByText(msg.rating.unverified)).toBeInTheDocument();
    expect(screen.getByText('(2 opiniones, 1 con contratación verificada)')).toBeInTheDocument();
  });
});
