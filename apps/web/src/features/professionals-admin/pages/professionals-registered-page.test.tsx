import * as msg from '@servihogar/shared/messages';
import type { AdminProfessional } from '@servihogar/shared/professionals-admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render-route.tsx';

const l = msg.labels;
const a = msg.providerAdmin;

const pro = (over: Partial<AdminProfessional>): AdminProfessional => ({
  _id: 'p1',
  nombre: 'Rosa',
  apellido: 'Díaz',
  dni: '30111222',
  email: 'rosa@example.com',
  numeroContacto: '3815550000',
  foto: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  altaUsuario: false,
  free: null,
  cuotaVencida: false,
  trialEndsAt: null,
  paidUntil: null,
  ultimoPago: null,
  listed: false,
  ...over,
});

const PENDING = pro({});
const ACTIVE = pro({
  _id: 'p2',
  nombre: 'Juan',
  apellido: 'Gómez',
  email: 'juan@example.com',
  altaUsuario: true,
  free: true,
  trialEndsAt: '2026-11-08T12:00:00.000Z',
  listed: true,
});
const OVERDUE = pro({
  _id: 'p3',
  nombre: 'Eva',
  apellido: 'Luna',
  email: 'eva@example.com',
  altaUsuario: true,
  free: null,
  cuotaVencida: true,
  paidUntil: '2026-10-01T12:00:00.000Z',
});
const SUSPENDED = pro({ _id: 'p4', nombre: 'Leo', apellido: 'Paz', altaUsuario: true, free: false });

const rows = () => screen.getAllByRole('row').slice(1);
const dialog = () => screen.findByRole('dialog');
const buttonNames = (el: HTMLElement) =>
  within(el)
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter((t) => t !== '×');

async function openControls(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `${a.controles} de ${name}` }));
  return dialog();
}

describe('/dash/professionalsRegistered', () => {
  it('lists professionals with links to the other panels and to edit each one', async () => {
    renderPage('/dash/professionalsRegistered', {
      roles: ['Admin'],
      api: { '/professionals/admin': () => ({ professionals: [PENDING, ACTIVE] }) },
    });
    expect(await screen.findByText('rosa@example.com')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent(`RosaDíaz30111222rosa@example.com${l.pendingAlta}No`);
    expect(rows()[1]).toHaveTextContent(l.active);
    for (const [name, href] of [
      ['Usuarios registrados', '/dash/usersRegistered'],
      ['Alta de redactores', '/dash/redactorsSignUp'],
      ['Gestión de denuncias', '/dash/consumerComplaintsManagement'],
      ['Registro de auditoría', '/dash/auditLog'],
      ['Publicidades y categorías', '/dash/redactorsLogin'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'Editar a Rosa Díaz' })).toHaveAttribute(
      'href',
      '/dash/editProfessional/p1',
    );
  });

  it('asks the server to search', async () => {
    const { fetchMock } = renderPage('/dash/professionalsRegistered', {
      roles: ['Admin'],
      api: {
        '/professionals/admin': (url) => ({
          professionals: url.searchParams.get('search') === 'diaz' ? [PENDING] : [PENDING, ACTIVE],
        }),
      },
    });
    await screen.findByText('juan@example.com');
    await userEvent.type(screen.getByLabelText('Buscar profesionales'), 'diaz');
    await waitFor(() => expect(rows()).toHaveLength(1));
    const searched = fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('search='));
    expect(searched).toEqual(['/professionals/admin?page=1&search=diaz']);
  });

  it('pages on the server and keeps the search and the page in the URL (issue 29)', async () => {
    const { fetchMock, router } = renderPage('/dash/professionalsRegistered?buscar=d&pagina=2', {
      roles: ['Admin'],
      api: {
        '/professionals/admin': (url) => ({
          professionals: url.searchParams.get('page') === '2' ? [ACTIVE] : [PENDING],
          total: 26,
          page: Number(url.searchParams.get('page')),
          pageSize: 25,
        }),
      },
    });
    expect(await screen.findByText('juan@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar profesionales')).toHaveValue('d');
    expect(screen.getByText('26 profesionales')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Páginas de profesionales' });
    expect(pager).toHaveTextContent('Página 2 de 2');
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/professionals/admin?page=2&search=d');
    await userEvent.click(within(pager).getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByText('rosa@example.com')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?buscar=d');
    await userEvent.type(screen.getByLabelText('Buscar profesionales'), 'i');
    await waitFor(() => expect(router.state.location.search).toBe('?buscar=di'));
  });

  it.each([
    ['a pending professional', PENDING, [l.pendingAlta, l.noDues], [a.darDeAlta, a.restablecerAbonado]],
    [
      'one in the trial',
      ACTIVE,
      [l.active, l.freeActive, l.noDues],
      [a.suspenderUsuario, a.suspenderFree, a.restablecerAbonado],
    ],
    [
      'a suspended one',
      SUSPENDED,
      [l.active, l.suspended, l.noDues],
      [a.suspenderUsuario, a.habilitarCuenta, a.restablecerAbonado],
    ],
    ['an overdue one', OVERDUE, [l.active, l.cuotaVencida], [a.suspenderUsuario, a.restablecerAbonado]],
  ])('shows the states and actions of %s', async (_what, p, labels, actions) => {
    renderPage('/dash/professionalsRegistered', {
      roles: ['Admin'],
      api: { '/professionals/admin': () => ({ professionals: [p] }) },
    });
    const box = await openControls(`${p.nombre} ${p.apellido}`);
    const states = within(box).getByRole('list', { name: 'Estado de la cuenta' });
    expect(
      within(states)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(labels);
    expect(buttonNames(box)).toEqual(actions);
  });

  it("'Dar de alta' posts the id, shows the server message and the refreshed states", async () => {
    let list = [PENDING];
    const { fetchMock } = renderPage('/dash/professionalsRegistered', {
      roles: ['Admin'],
      api: {
        '/professionals/admin': () => ({ professionals: list }),
        '/professionals/altaProf': () => {
          list = [
            {
              ...PENDING,
              altaUsuario: true,
              free: true,
              trialEndsAt: '2026-11-08T12:00:00.000Z',
              listed: true,
            },
          ];
          return { message: 'Profesional dado de alta.' };
        },
      },
    });
    let box = await openControls('Rosa Díaz');
    await userEvent.click(within(box).getByRole('button', { name: a.darDeAlta }));
    const done = await screen.findByRole('dialog', { name: a.actionDoneTitle });
    expect(done).toHaveTextContent('Profesional dado de alta.');
    const call = fetchMock.mock.calls.find(([u]) => String(u) === '/professionals/altaProf');
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ professional_id: 'p1' });
    await userEvent.click(within(done).getByRole('button', { name: 'Aceptar' }));
    box = await dialog();
    expect(await within(box).findByText(l.freeActive)).toBeInTheDocument();
    expect(within(box).getByText(l.active)).toBeInTheDocument();
    expect(within(box).getByText('Hasta el 8 de noviembre de 2026')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rows()[0]).toHaveTextContent(l.active);
  });

  it('shows the error dialog with the server message', async () => {
    renderPage('/dash/professionalsRegistered', {
      roles: ['Admin'],
      api: {
        '/professionals/admin': () => ({ professionals: [ACTIVE] }),
        '/professionals/suspenderFree': () =>
          Response.json({ code: 'CONFLICT', message: a.freeAlreadySuspended }, { status: 409 }),
      },
    });
    const box = await openControls('Juan Gómez');
    await userEvent.click(within(box).getByRole('button', { name: a.suspenderFree }));
    const failed = await screen.findByRole('dialog', { name: a.actionFailedTitle });
    expect(failed).toHaveTextContent(a.freeAlreadySuspended);
  });
});
