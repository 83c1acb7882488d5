import { msg } from '@servihogar/shared/messages';
import type { AdminUser } from '@servihogar/shared/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute } from '../../../test/render-route.tsx';
import { setToken } from '../../auth/auth-store.ts';

const base = { '/categories': () => [], '/api/advertisement': () => [], '/api/advertisements': () => [] };

afterEach(() => {
  setToken(null);
  vi.unstubAllGlobals();
});

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

describe('/dash/usersRegistered', () => {
  it('lists users, marks banned ones and links to the professionals panel', async () => {
    mockApi({ ...base, '/auth/getUsers': () => ({ users: USERS }) });
    renderRoute('/dash/usersRegistered', { roles: ['Admin'] });
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

  it('searches without caring about case or accents', async () => {
    mockApi({ ...base, '/auth/getUsers': () => ({ users: USERS }) });
    renderRoute('/dash/usersRegistered', { roles: ['Admin'] });
    await screen.findByText('jose@example.com');
    await userEvent.type(screen.getByLabelText('Buscar usuarios'), 'NUNEZ');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('José');
    await userEvent.clear(screen.getByLabelText('Buscar usuarios'));
    await userEvent.type(screen.getByLabelText('Buscar usuarios'), 'zzz');
    expect(await screen.findByText('Ningún usuario coincide con la búsqueda.')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    mockApi({ ...base, '/auth/getUsers': () => ({ users: [] }) });
    renderRoute('/dash/usersRegistered', { roles: ['Admin'] });
    expect(await screen.findByText('No hay usuarios registrados.')).toBeInTheDocument();
  });

  it('bans with a required reason and confirms', async () => {
    let list = USERS;
    const fetchMock = mockApi({
      ...base,
      '/auth/getUsers': () => ({ users: list }),
      '/banUser/u2': () => {
        list = list.map((u) => (u._id === 'u2' ? { ...u, banned: true, banReason: 'Fraude' } : u));
        return { message: 'El usuario fue suspendido.' };
      },
    });
    renderRoute('/dash/usersRegistered', { roles: ['Admin'] });
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
    mockApi({
      ...base,
      '/auth/getUsers': () => ({ users: USERS }),
      '/banUser/u1': () => Response.json({ code: 'FORBIDDEN', message: 'No se puede.' }, { status: 400 }),
    });
    renderRoute('/dash/usersRegistered', { roles: ['Admin'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Suspender a Ana Pérez' }));
    const form = await screen.findByRole('dialog');
    await userEvent.type(within(form).getByLabelText(msg.ban.reasonLabel), 'Insultos');
    await userEvent.click(within(form).getByRole('button', { name: 'Suspender' }));
    const dialog = await screen.findByRole('dialog', { name: 'No se pudo suspender al usuario' });
    expect(dialog).toHaveTextContent('No se puede.');
    expect(dialog).toHaveTextContent('Motivo: Insultos');
  });
});
