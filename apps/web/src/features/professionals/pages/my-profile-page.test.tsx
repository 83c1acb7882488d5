import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CANCELLED_TEXT } from '@/components/use-profile-mode.ts';
import { fakeXhr, heldXhr } from '@/test/fake-xhr.ts';
import { bodyOf, geoApi, STORED } from '@/test/professional-api.ts';
import { fakeToken, mockApi, renderRoute } from '@/test/render-route.tsx';

const API = `/professionals/edit/${STORED._id}`;
const INFO = { id: 'acc-1', nombre: 'Rosa', apellido: 'Díaz', foto: null, professionalId: STORED._id };
const base = { ...geoApi, '/auth/getInfo/ana%40example.com': () => INFO };

const button = (name: string) => screen.getByRole('button', { name });

describe('/dash/miPerfil', () => {
  it('tells a professional whose only service waits for approval, and no one else', async () => {
    const pending = { ...STORED, pendingCategories: ['Afilador'] };
    mockApi({ ...base, [API]: () => pending });
    const view = renderRoute('/dash/miPerfil', { roles: ['Prestador'] });
    expect(
      await screen.findByText(msg.category.pendingOnly.replace('{categoria}', 'Afilador')),
    ).toBeInTheDocument();
    view.unmount();
    mockApi({ ...base, [API]: () => STORED });
    renderRoute('/dash/miPerfil', { roles: ['Prestador'] });
    expect(await screen.findByText('Rosa Díaz')).toBeInTheDocument();
    expect(screen.queryByText(/pendiente de aprobación/)).not.toBeInTheDocument();
  });

  it('says a new contact e-mail waits for its link, keeps the confirmed one shown and offers the new one to save', async () => {
    mockApi({ ...base, [API]: () => ({ ...STORED, pendingEmail: 'nueva@example.com' }) });
    renderRoute('/dash/miPerfil', { roles: ['Prestador'] });
    const note = fillMessage(msg.professionalForm.contactEmailPendingNote, {
      pendiente: 'nueva@example.com',
      actual: STORED.email,
    });
    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(screen.getByText(STORED.email)).toBeInTheDocument();
    await userEvent.click(button('Editar datos'));
    expect(await screen.findByLabelText('Email')).toHaveValue('nueva@example.com');
  });

  it('shows the profile, edits it and can cancel without saving', async () => {
    let stored = STORED;
    const fetchMock = mockApi({
      ...base,
      [API]: (_url, init) => {
        if (init?.method !== 'PUT') return stored;
        stored = { ...STORED, numeroContacto: '3815559999' };
        return { updatedProfessional: stored, message: 'Guardado.' };
      },
      '/auth/refresh': () => ({ accessToken: fakeToken(['Prestador']) }),
    });
    renderRoute('/dash/miPerfil', { roles: ['Prestador'] });
    expect(await screen.findByText('Rosa Díaz')).toBeInTheDocument();
    expect(screen.getByText('+54 9 3815550000')).toBeInTheDocument();
    expect(screen.getByText('Cuidado de Persona')).toBeInTheDocument();
    expect(screen.getByText('Personas mayores')).toBeInTheDocument();

    await userEvent.click(button('Editar datos'));
    const phone = await screen.findByLabelText('Celular');
    await userEvent.clear(phone);
    await userEvent.type(phone, '1111111111');
    await userEvent.click(button('Cancelar'));
    expect(await screen.findByText(CANCELLED_TEXT)).toBeInTheDocument();
    expect(screen.getByText('+54 9 3815550000')).toBeInTheDocument();

    await userEvent.click(button('Editar datos'));
    const again = await screen.findByLabelText('Celular');
    expect(again).toHaveValue('3815550000');
    await userEvent.clear(again);
    await userEvent.type(again, '3815559999');
    await userEvent.click(button('Guardar cambios'));
    expect(await screen.findByText('Guardado.')).toBeInTheDocument();
    expect(screen.getByText('+54 9 3815559999')).toBeInTheDocument();
    expect(bodyOf(fetchMock.mock.calls, API, 'PUT')).toMatchObject({ numeroContacto: '3815559999' });
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/auth/refresh')).toBe(true);
  });

  it('asks for an image before saving the photo, then uploads it with progress', async () => {
    mockApi({
      ...base,
      [API]: () => STORED,
      '/auth/refresh': () => ({ accessToken: fakeToken(['Prestador']) }),
    });
    const xhr = heldXhr([
      {
        status: 200,
        body: { updatedProfessional: { ...STORED, foto: '/uploads/nueva.webp' }, message: 'Foto lista.' },
      },
    ]);
    renderRoute('/dash/miPerfil', { roles: ['Prestador'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar foto' }));
    const form = screen.getByRole('form', { name: 'Cambiar foto' });
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar foto' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Elegir una foto')).toHaveAccessibleDescription(
        expect.stringContaining(msg.photo.required),
      ),
    );

    const file = new File([new Uint8Array([1, 2, 3])], 'yo.png', { type: 'image/png' });
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    await userEvent.upload(within(form).getByLabelText('Elegir una foto'), file);
    await waitFor(() =>
      expect(within(form).getByRole('img', { name: 'Vista previa de la nueva foto' })).toHaveAttribute(
        'src',
        'blob:preview',
      ),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar foto' }));
    expect(await screen.findByRole('progressbar', { name: 'Subiendo foto' })).toBeInTheDocument();
    xhr.answer();
    expect(await screen.findByText('Foto lista.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Subiendo foto' })).not.toBeInTheDocument();
    const sent = xhr.sent;
    expect(sent[0]).toMatchObject({ method: 'PUT', url: `/professionals/editPhoto/${STORED._id}` });
    expect(sent[0]?.headers.authorization).toMatch(/^Bearer /);
    expect((sent[0]?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
  });

  it("shows the server's words for a refused file, else the §8 text", async () => {
    mockApi({ ...base, [API]: () => STORED });
    fakeXhr([
      { status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: msg.api.unsupportedMediaType } },
      { status: 500, body: { code: 'INTERNAL', message: 'x' } },
    ]);
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    renderRoute('/dash/miPerfil', { roles: ['Prestador'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar foto' }));
    const form = screen.getByRole('form', { name: 'Cambiar foto' });
    await userEvent.upload(
      within(form).getByLabelText('Elegir una foto'),
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar foto' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(msg.api.unsupportedMediaType),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar foto' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(msg.photo.updateFailed));
  });

  it('changes the password, with the current one checked by the server', async () => {
    let attempt = 0;
    const fetchMock = mockApi({
      ...base,
      [API]: () => STORED,
      [`/professionals/changePassword/${STORED._id}`]: () =>
        attempt++ === 0
          ? Response.json(
              { code: 'VALIDATION', message: 'x', fields: { currentPassword: msg.password.currentWrong } },
              { status: 400 },
            )
          : { message: 'Contraseña cambiada.' },
    });
    renderRoute('/dash/miPerfil', { roles: ['Prestador'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar contraseña' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
    await userEvent.type(within(dialog).getByLabelText('Contraseña actual'), 'vieja1');
    await userEvent.type(within(dialog).getByLabelText('Nueva contraseña'), 'nueva12');
    await userEvent.type(within(dialog).getByLabelText('Repite la nueva contraseña'), 'otra12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(dialog).findByText(msg.password.mismatch)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Repite la nueva contraseña'));
    await userEvent.type(within(dialog).getByLabelText('Repite la nueva contraseña'), 'nueva12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(dialog).findByText(msg.password.currentWrong)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Contraseña actualizada' })).toHaveTextContent(
        'Contraseña cambiada.',
      ),
    );
    expect(bodyOf(fetchMock.mock.calls, `/professionals/changePassword/${STORED._id}`, 'PUT')).toEqual({
      currentPassword: 'vieja1',
      newPassword: 'nueva12',
    });
  });
});
