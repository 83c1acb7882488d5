import type { AccountExport } from '@servihogar/shared/data-rights';
import * as msg from '@servihogar/shared/messages';
import type { UserProfile } from '@servihogar/shared/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { getToken } from '@/features/auth/auth-store.ts';
import { mockApi, renderRoute, shellApi } from '@/test/render-route.tsx';
import { ANA, anaInfo } from '@/test/user-fixture.ts';

const USER: UserProfile = { ...ANA, direccion: null };

const EXPORT = { generadoEl: '2026-11-20T12:00:00.000Z', cuenta: { id: 'u1' } } as unknown as AccountExport;

function api(deleteAnswer: (body: { password: string }) => Response | object) {
  return mockApi({
    ...shellApi,
    ...anaInfo(),
    '/user/u1': () => USER,
    '/account/export': () => EXPORT,
    '/account': (_url, init) => {
      expect(init?.method).toBe('DELETE');
      return deleteAnswer(JSON.parse(String(init?.body)));
    },
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('"Tus datos" on the profile page', () => {
  it('downloads the export as a JSON file named by its date', async () => {
    api(() => ({}));
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
    // jsdom has no object URLs: give the test its own, put back afterwards.
    const { createObjectURL: create, revokeObjectURL: revoke } = URL;
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = create;
      URL.revokeObjectURL = revoke;
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderRoute('/dash/perfil', { roles: ['Cliente'] });
    await userEvent.click(await screen.findByRole('button', { name: msg.dataRights.download }));
    await waitFor(() => expect(clicked).toEqual(['servihogar-mis-datos-2026-11-20.json']));
    const blob = createObjectURL.mock.calls[0]![0];
    expect(JSON.parse(await blob.text())).toEqual(EXPORT);
  });

  it('asks for the password, shows a wrong one under the field and keeps the session', async () => {
    api(() =>
      Response.json(
        {
          code: 'VALIDATION',
          message: msg.dataRights.passwordWrong,
          fields: { password: msg.dataRights.passwordWrong },
        },
        { status: 400 },
      ),
    );
    renderRoute('/dash/perfil', { roles: ['Cliente'] });
    await userEvent.click(await screen.findByRole('button', { name: msg.dataRights.deleteAccount }));
    const dialog = await screen.findByRole('dialog', { name: msg.dataRights.confirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: msg.dataRights.confirm }));
    expect(await within(dialog).findByText(msg.password.currentRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Contraseña'), 'incorrecta');
    await userEvent.click(within(dialog).getByRole('button', { name: msg.dataRights.confirm }));
    expect(await within(dialog).findByText(msg.dataRights.passwordWrong)).toBeInTheDocument();
    expect(getToken()).not.toBeNull();
  });

  it('deletes the account with the password, ends the local session and goes home', async () => {
    const bodies: unknown[] = [];
    api((body) => {
      bodies.push(body);
      return { message: msg.dataRights.deleted };
    });
    const { router } = renderRoute('/dash/perfil', { roles: ['Cliente'] });
    await userEvent.click(await screen.findByRole('button', { name: msg.dataRights.deleteAccount }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Contraseña'), 'Secreto123');
    await userEvent.click(within(dialog).getByRole('button', { name: msg.dataRights.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodies).toEqual([{ password: 'Secreto123' }]);
    expect(getToken()).toBeNull();
    expect(await screen.findByText(msg.dataRights.deleted)).toBeInTheDocument();
  });
});
