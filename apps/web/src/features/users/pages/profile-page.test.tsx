import * as msg from '@servihogar/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CANCELLED_TEXT } from '@/components/use-profile-mode.ts';
import { fakeXhr } from '@/test/fake-xhr.ts';
import { fakeToken, mockApi, renderRoute } from '@/test/render-route.tsx';
import { ANA } from '@/test/user-fixture.ts';

const USER = ANA;

function api(over: Record<string, (url: URL, init?: RequestInit) => unknown> = {}) {
  let info = {
    id: 'u1',
    nombre: 'Ana',
    apellido: 'Pérez',
    foto: null as string | null,
    professionalId: null,
  };
  let user = USER;
  const fetchMock = mockApi({
    '/categories': () => [],
    '/api/advertisement': () => [],
    '/api/advertisements': () => [],
    '/auth/getInfo/ana%40example.com': () => info,
    '/user/u1': () => user,
    '/user/edit/u1': (_url, init) => {
      user = { ...user, ...JSON.parse(String(init?.body)) };
      info = { ...info, nombre: user.nombre };
      return { updatedUser: user, message: 'Tus datos fueron actualizados.' };
    },
    '/auth/refresh': () => ({ accessToken: fakeToken(['Cliente'], { nombre: 'Lucía' }) }),
    ...over,
  });
  return {
    fetchMock,
    setPhoto: (foto: string) => {
      info = { ...info, foto };
      user = { ...user, foto };
    },
  };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('/dash/perfil', () => {
  it('shows the data, edits it, and a cancel keeps the stored values', async () => {
    const { fetchMock } = api();
    renderRoute('/dash/perfil', { roles: ['Cliente'] });
    expect(await screen.findByText('+54 9 3815551234')).toBeInTheDocument();
    expect(screen.getByText('San Martín 100, Tucumán, CP 4000, Argentina')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Mis solicitudes' })).toHaveAttribute(
      'href',
      '/dash/misSolicitudes',
    );

    await userEvent.click(button('Editar datos'));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ana@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText(msg.profile.emailNotEditable)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Nombre'));
    await userEvent.click(button('Guardar cambios'));
    expect(await screen.findByText(msg.registration.nombreMin)).toBeInTheDocument();
    await userEvent.click(button('Cancelar'));
    expect(await screen.findByText(CANCELLED_TEXT)).toBeInTheDocument();

    await userEvent.click(button('Editar datos'));
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
    await userEvent.clear(screen.getByLabelText('Nombre'));
    await userEvent.type(screen.getByLabelText('Nombre'), 'Lucía');
    await userEvent.click(button('Guardar cambios'));
    expect(await screen.findByText('Tus datos fueron actualizados.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([url]) => String(url) === '/user/edit/u1');
    const body = JSON.parse(String(put?.[1]?.body));
    expect(body).toMatchObject({ nombre: 'Lucía', numeroContacto: '3815551234' });
    expect(body).not.toHaveProperty('email');
    expect(within(screen.getByRole('main')).getByText('Lucía Pérez')).toBeInTheDocument();
  });

  it('renews the session after a save, so the header shows the new name', async () => {
    const { fetchMock } = api();
    renderRoute('/dash/perfil', { roles: ['Cliente'] });
    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: /Mi Perfil/ })).toHaveTextContent('Ana Pérez');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar datos' }));
    await userEvent.clear(screen.getByLabelText('Nombre'));
    await userEvent.type(screen.getByLabelText('Nombre'), 'Lucía');
    await userEvent.click(button('Guardar cambios'));
    await screen.findByText('Tus datos fueron actualizados.');
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/auth/refresh')).toHaveLength(1);
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /Mi Perfil/ })).toHaveTextContent('Lucía Pérez'),
    );
  });

  it('needs an image before saving, and the header shows the new photo afterwards', async () => {
    const { setPhoto } = api();
    fakeXhr([
      {
        status: 200,
        body: { updatedUser: { ...USER, foto: '/uploads/photos/b.webp' }, message: 'Foto actualizada.' },
      },
    ]);
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    renderRoute('/dash/perfil', { roles: ['Cliente'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar foto' }));
    await userEvent.click(button('Guardar foto'));
    expect(await screen.findByText(msg.photo.required)).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText('Elegir una foto'),
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    setPhoto('/uploads/photos/b.webp');
    await userEvent.click(button('Guardar foto'));
    expect(await screen.findByText('Foto actualizada.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto de Ana Pérez' })).toHaveAttribute(
      'src',
      '/uploads/photos/b.webp',
    );
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    await waitFor(() => expect(nav.querySelector('img')).toHaveAttribute('src', '/uploads/photos/b.webp'));
  });
});
