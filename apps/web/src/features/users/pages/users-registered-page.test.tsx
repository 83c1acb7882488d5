import * as msg from '@servihogar/shared/messages';
import type { AdminUser } from '@servihogar/shared/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render-route.tsx';

const user = (over: Partial<AdminUser>): AdminUser => ({
  _id: 'u1',
  nombre: 'Ana',
  apellido: 'Pérez',
  email: 'ana@example.com',
  numeroContacto: null,
  dni: null,
  foto: null,
  isPrestador: false,
  roles: ['Cliente'],
  banned: false,
  banReason: null,
  ...over,
});

const USERS = [
  user({}),
  user({ _id: 'u2', nombre: 'José', apellido: 'Núñez', email: 'jose@example.com', roles: ['Prestador'] }),
  user({
    _id: 'u3',
    nombre: 'Eva',
    apellido: 'Luna',
    email: 'eva@example.com',
    banned: true,
    banReason: 'Spam',
  }),
];

const rows = () => screen.getAllByRole('row').slice(1);

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The server's answer: searched and paged as `GET /auth/getUsers` does it. */
const listOf =
  (users: () => AdminUser[], pageSize = 50) =>
  (url: URL) => {
    const search = fold(url.searchParams.get('search') ?? '');
    const page = Number(url.searchParams.get('page') ?? 1);
    const found = users().filter((u) =>
      [u.nombre, u.apellido, `${u.nombre} ${u.apellido}`, u.email].some((v) => fold(v).includes(search)),
    );
    return {
      users: found.slice((page - 1) * pageSize, page * pageSize),
      total: found.length,
      page,
      pageSize,
    };
  };

/** The list, where a call to `path` changes user `id` as the server would, answering `message`. */
function openChanging(path: string, id: string, change: Partial<AdminUser>, message: string) {
  let list = USERS;
  return renderPage('/dash/usersRegistered', {
    roles: ['Admin'],
    api: {
      '/auth/getUsers': listOf(() => list),
      [path]: () => {
        list = list.map((u) => (u._id === id ? { ...u, ...change } : u));
        return { message };
      },
    },
  });
}

describe('/dash/usersRegistered', () => {
  it('lists users, marks banned ones and links to the professionals panel', async () => {
    renderPage('/dash/usersRegistered', { roles: ['Admin'], api: { '/auth/getUsers': listOf(() => USERS) } });
    expect(await screen.findByText('jose@example.com')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    const banned = rows()[2]!;
    expect(banned).toHaveTextContent('Suspendido');
    expect(banned).toHaveTextContent('Spam');
    expect(within(banned).queryByRole('button', { name: /Suspender/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profesionales registrados' })).toHaveAttribute(
      'href',
      '/dash/professionalsRegistered',
    );
  });

  it('searches on the server, without caring about case or accents', async () => {
    renderPage('/dash/usersRegistered', { roles: ['Admin'], api: { '/auth/getUsers': listOf(() => USERS) } });
    await screen.findByText('jose@example.com');
    await userEvent.type(screen.getByLabelText('Buscar usuarios'), 'NUNEZ');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('José');
    await userEvent.clear(screen.getByLabelText('Buscar usuarios'));
    await userEvent.type(screen.getByLabelText('Buscar usuarios'), 'zzz');
    expect(await screen.findByText('Ningún usuario coincide con la búsqueda.')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderPage('/dash/usersRegistered', { roles: ['Admin'], api: { '/auth/getUsers': listOf(() => []) } });
    expect(await screen.findByText('No hay usuarios registrados.')).toBeInTheDocument();
  });

  it('bans with a required reason and confirms', async () => {
    const { fetchMock } = openChanging(
      '/banUser/u2',
      'u2',
      { banned: true, banReason: 'Fraude' },
      'El usuario fue suspendido.',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Suspender a José Núñez' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    expect(await within(dialog).findByText(msg.ban.reasonRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(msg.ban.reasonLabel), 'Fraude');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    dialog = await screen.findByRole('dialog', { name: 'Usuario suspendido' });
    expect(dialog).toHaveTextContent('El usuario fue suspendido.');
    const call = fetchMock.mock.calls.find(([u]) => String(u) === '/banUser/u2');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reason: 'Fraude' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(rows()[1]).toHaveTextContent('Fraude'));
  });

  it('shows the error and the reason when the ban fails', async () => {
    renderPage('/dash/usersRegistered', {
      roles: ['Admin'],
      api: {
        '/auth/getUsers': listOf(() => USERS),
        '/banUser/u1': () => Response.json({ code: 'FORBIDDEN', message: 'No se puede.' }, { status: 400 }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Suspender a Ana Pérez' }));
    const form = await screen.findByRole('dialog');
    await userEvent.type(within(form).getByLabelText(msg.ban.reasonLabel), 'Insultos');
    await userEvent.click(within(form).getByRole('button', { name: 'Suspender' }));
    const dialog = await screen.findByRole('dialog', { name: 'No se pudo suspender al usuario' });
    expect(dialog).toHaveTextContent('No se puede.');
    expect(dialog).toHaveTextContent('Motivo: Insultos');
  });

  it('pages through the users the server counts', async () => {
    const many = Array.from({ length: 7 }, (_, i) =>
      user({ _id: `p${i}`, nombre: `Persona${i}`, email: `p${i}@example.com` }),
    );
    const { fetchMock } = renderPage('/dash/usersRegistered', {
      roles: ['Admin'],
      api: { '/auth/getUsers': listOf(() => many, 5) },
    });
    expect(await screen.findByText('p0@example.com')).toBeInTheDocument();
    expect(rows()).toHaveLength(5);
    expect(screen.getByText('7 usuarios')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('p6@example.com')).toBeInTheDocument();
    await vi.waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('page=2'))).toBe(true);
  });

  it('reactivates a banned user after confirming', async () => {
    const { fetchMock } = openChanging(
      '/unbanUser/u3',
      'u3',
      { banned: false, banReason: null },
      msg.accounts.userUnbanned,
    );
    expect(screen.queryByRole('button', { name: 'Reactivar a Ana Pérez' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Reactivar a Eva Luna' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reactivar a Eva Luna' });
    expect(dialog).toHaveTextContent('Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reactivar' }));
    dialog = await screen.findByRole('dialog', { name: 'Usuario reactivado' });
    expect(dialog).toHaveTextContent(msg.accounts.userUnbanned);
    expect(
      fetchMock.mock.calls.some(([u, init]) => String(u) === '/unbanUser/u3' && init?.method === 'POST'),
    ).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await vi.waitFor(() => expect(rows()[2]).toHaveTextContent('Activo'));
    expect(screen.queryByRole('button', { name: 'Reactivar a Eva Luna' })).not.toBeInTheDocument();
  });
});
