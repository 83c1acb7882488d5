import type { SolicitudBookings } from '@servihogar/shared/bookings';
import * as msg from '@servihogar/shared/messages';
import type { MySolicitud } from '@servihogar/shared/solicitudes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { layoutApi, NEW_REQUEST, PRO_ID, SOLI_ID } from '@/test/marketplace-api.ts';
import { type Handler, mockApi, networkDown, renderRoute } from '@/test/render-route.tsx';

// Issue 43 §4 (decision 0072): in "Mis solicitudes", each visit of a series that ended asks its
// client "¿Llegó a trabajar {nombre}?"; after a yes that visit is rated once.

const SERIES_ID = '00000000-0000-4000-8000-0000000000cc';
const visitId = (n: number) => `00000000-0000-4000-8000-00000000010${n}`;
type Visit = SolicitudBookings['bookings'][number];
const visit = (n: number, day: string, extra: Partial<Visit> = {}): Visit => ({
  _id: visitId(n),
  start: `${day}T09:00:00-03:00`,
  end: `${day}T12:00:00-03:00`,
  movedFrom: null,
  // As the server says it: past ones in 2020, the next ones in 2099.
  past: day < '2050',
  arrived: null,
  rated: false,
  ...extra,
});

const weekly: MySolicitud = {
  _id: SOLI_ID,
  unread: 0,
  professional: { _id: PRO_ID, nombre: 'María Laura', apellido: 'Gómez', foto: null },
  servicio: 'limpieza-domestica',
  createdAt: '2020-01-01T15:00:00.000Z',
  flujoCompleto: false,
  ...NEW_REQUEST,
  start: '2020-01-04T09:00:00-03:00',
  durationMinutes: 180,
  recurrence: 'semanal',
  state: 'aceptada',
  answer: 'acepto',
};

/** The series' visits as the server holds them: past ones in 2020, the next ones in 2099. */
function seriesApi(visits: Visit[], extra: Record<string, Handler> = {}, solicitud: MySolicitud = weekly) {
  const bookings = (): SolicitudBookings => ({
    bookings: visits,
    series: {
      _id: SERIES_ID,
      every: 'semanal',
      start: '2020-01-04T09:00:00-03:00',
      durationMinutes: 180,
      endedAt: null,
      skipped: [],
    },
    proposal: null,
  });
  return mockApi({
    ...layoutApi,
    '/solicitudes/mine': () => ({ solicitudes: [solicitud], next: null }),
    [`/solicitudes/${SOLI_ID}/bookings`]: bookings,
    ...extra,
  });
}

const pastList = async () => screen.findByRole('list', { name: 'Visitas pasadas' });
const question = '¿Llegó a trabajar María Laura?';

describe('the visits of a series in "Mis solicitudes"', () => {
  it('asks only about past visits not answered; answered ones show their state, no buttons', async () => {
    seriesApi([
      visit(1, '2020-01-04'),
      visit(2, '2020-01-11', { arrived: true, rated: true }),
      visit(3, '2020-01-18', { arrived: false }),
      visit(4, '2099-01-03'),
    ]);
    renderRoute('/dash/misSolicitudes', { roles: ['Cliente'] });
    const [asked, rated, missed] = within(await pastList()).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(asked).getByRole('group', { name: question })).toBeInTheDocument();
    expect(within(asked).getByRole('button', { name: 'Sí' })).toBeEnabled();
    expect(within(asked).getByRole('button', { name: 'No' })).toBeEnabled();
    for (const answered of [rated, missed]) {
      expect(within(answered).queryByRole('button')).not.toBeInTheDocument();
      expect(answered).not.toHaveTextContent(question);
    }
    expect(rated).toHaveTextContent('Visita calificada');
    expect(missed).toHaveTextContent('Informaste que María Laura no llegó.');
    // The visit still to come is not asked about, and the request itself is not asked as a whole.
    const upcoming = screen.getByRole('list', { name: 'Próximas visitas' });
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(1);
    expect(upcoming).not.toHaveTextContent(question);
    expect(screen.getAllByText(question)).toHaveLength(1);
  });

  it('Sí posts the answer for that visit, then offers to rate it once', async () => {
    const visits = [visit(1, '2020-01-04'), visit(2, '2099-01-03')];
    const sent: Record<string, unknown> = {};
    const fetchMock = seriesApi(visits, {
      [`/bookings/${visitId(1)}/arrival`]: (_url, init) => {
        sent.arrival = JSON.parse(String(init?.body));
        visits[0] = { ...visits[0]!, arrived: true };
        return new Response(null, { status: 204 });
      },
      [`/bookings/${visitId(1)}/rating`]: (_url, init) => {
        sent.rating = JSON.parse(String(init?.body));
        visits[0] = { ...visits[0]!, rated: true };
        return Response.json({ message: msg.rating.sent }, { status: 201 });
      },
    });
    renderRoute('/dash/misSolicitudes', { roles: ['Cliente'] });
    const list = await pastList();
    await userEvent.click(within(list).getByRole('button', { name: 'Sí' }));
    const lead = await within(list).findByText(/Contanos cómo fue esta visita/);
    await vi.waitFor(() => expect(lead).toHaveFocus());
    expect(sent.arrival).toEqual({ arrived: true });
    const posted = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/arrival'));
    expect(posted?.[1]?.method).toBe('POST');
    expect(within(list).queryByRole('button', { name: 'Sí' })).not.toBeInTheDocument();

    await userEvent.click(within(list).getByRole('radio', { name: '4 estrellas' }));
    await userEvent.type(within(list).getByRole('textbox', { name: 'Tu comentario' }), 'Impecable');
    await userEvent.click(within(list).getByRole('button', { name: 'Enviar calificación' }));
    await vi.waitFor(() => expect(list).toHaveTextContent('Visita calificada'));
    expect(sent.rating).toEqual({ descripcion: 'Impecable', calificacionComentario: 4 });
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers "Calificar esta visita" for a yes given before, not yet rated', async () => {
    seriesApi([visit(1, '2020-01-04', { arrived: true })]);
    renderRoute('/dash/misSolicitudes', { roles: ['Cliente'] });
    const list = await pastList();
    expect(list).not.toHaveTextContent(question);
    const rate = within(list).getByRole('button', { name: 'Calificar esta visita' });
    await userEvent.click(rate);
    expect(within(list).getByRole('group', { name: 'Tu calificación' })).toBeInTheDocument();
  });

  it('keeps asking about its visits once the series is marked "Trabajo realizado"', async () => {
    const done: MySolicitud = { ...weekly, state: 'realizada', doneAt: '2020-01-20T12:00:00.000Z' };
    seriesApi([visit(1, '2020-01-04'), visit(2, '2099-01-03')], {}, done);
    renderRoute('/dash/misSolicitudes', { roles: ['Cliente'] });
    const list = await pastList();
    expect(within(list).getByRole('group', { name: question })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Próximas visitas' })).toBeInTheDocument();
  });

  it('says in Spanish when the answer could not be saved, and keeps the buttons', async () => {
    seriesApi([visit(1, '2020-01-04'), visit(2, '2020-01-11')], {
      [`/bookings/${visitId(1)}/arrival`]: () =>
        Response.json({ code: 'CONFLICT', message: msg.bookings.visitAnswered }, { status: 409 }),
      [`/bookings/${visitId(2)}/arrival`]: networkDown,
    });
    renderRoute('/dash/misSolicitudes', { roles: ['Cliente'] });
    const [first, second] = within(await pastList()).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    await userEvent.click(within(first).getByRole('button', { name: 'No' }));
    expect(await within(first).findByRole('alert')).toHaveTextContent(msg.bookings.visitAnswered);
    await userEvent.click(within(second).getByRole('button', { name: 'Sí' }));
    expect(await within(second).findByRole('alert')).toHaveTextContent(msg.registration.unexpected);
    expect(within(second).getByRole('button', { name: 'Sí' })).toBeEnabled();
  });
});
