import type { Favourite } from '@servihogar/shared/favourites';
import * as msg from '@servihogar/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { layoutApi, PRO_ID } from '@/test/marketplace-api.ts';
import { mockApi, renderRoute } from '@/test/render-route.tsx';

const OTHER_ID = '00000000-0000-4000-8000-000000000002';
const favourite = (extra: Partial<Favourite['professional']>, disponible = true): Favourite => ({
  professional: {
    _id: PRO_ID,
    nombre: 'María Laura',
    apellido: 'Gómez',
    foto: null,
    servicios: disponible ? ['Niñera'] : [],
    alt: disponible ? 'ninera' : null,
    calificacion: disponible ? 4 : 0,
    ...extra,
  },
  disponible,
  savedAt: '2026-11-20T12:00:00.000Z',
});

describe('Guardados (/dash/guardados)', () => {
  it('links available professionals and marks unlisted ones "No disponible por ahora"', async () => {
    mockApi({
      ...layoutApi,
      '/favourites': () => ({
        favourites: [favourite({}), favourite({ _id: OTHER_ID, nombre: 'Pedro', apellido: 'Paz' }, false)],
      }),
    });
    renderRoute('/dash/guardados', { roles: ['Cliente'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Guardados' })).toBeInTheDocument();
    const available = await screen.findByRole('article', { name: 'María Laura Gómez' });
    expect(within(available).getByRole('link', { name: 'María Laura Gómez' })).toHaveAttribute(
      'href',
      `/dash/professionals/ninera/${PRO_ID}`,
    );
    expect(available).toHaveTextContent('Niñera');
    expect(available).not.toHaveTextContent(msg.favourites.unavailable);
    const unlisted = screen.getByRole('article', { name: 'Pedro Paz' });
    expect(unlisted).toHaveTextContent(msg.favourites.unavailable);
    expect(within(unlisted).queryByRole('link')).not.toBeInTheDocument();
  });

  it('removes one with DELETE /favourites/{id} and shows the list again', async () => {
    let saved = [favourite({})];
    const fetchMock = mockApi({
      ...layoutApi,
      [`/favourites/${PRO_ID}`]: (_url, init) => {
        expect(init?.method).toBe('DELETE');
        saved = [];
        return { professionalId: PRO_ID, saved: false };
      },
      '/favourites': () => ({ favourites: saved }),
    });
    renderRoute('/dash/guardados', { roles: ['Cliente'] });
    await userEvent.click(
      await screen.findByRole('button', { name: `${msg.favourites.remove}: María Laura Gómez` }),
    );
    expect(await screen.findByText(msg.favourites.empty)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(`/favourites/${PRO_ID}`))).toBe(true);
  });

  it('is a client page: the header links it for clients', async () => {
    mockApi({ ...layoutApi, '/favourites': () => ({ favourites: [] }) });
    renderRoute('/dash/guardados', { roles: ['Cliente'] });
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Principal' })).getByRole('link', {
          name: 'Guardados',
        }),
      ).toHaveAttribute('href', '/dash/guardados'),
    );
  });
});
