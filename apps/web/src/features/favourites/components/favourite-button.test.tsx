import type { Favourite } from '@servihogar/shared/favourites';
import * as msg from '@servihogar/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { layoutApi, publicProfessional } from '@/test/marketplace-api.ts';
import { mockApi, renderRoute } from '@/test/render-route.tsx';

const pro = publicProfessional(7, { nombre: 'Lucía', apellido: 'Ríos' });
const saved = (): Favourite => ({
  professional: {
    _id: pro._id,
    nombre: pro.nombre,
    apellido: pro.apellido,
    foto: null,
    servicios: ['Plomero'],
    alt: 'plomero',
    calificacion: 0,
  },
  disponible: true,
  savedAt: '2026-11-20T12:00:00.000Z',
});
const heartName = `${msg.favourites.save}: Lucía Ríos`;

function setup() {
  let list: Favourite[] = [];
  const calls: string[] = [];
  mockApi({
    ...layoutApi,
    '/professionals': () => ({ professionals: [pro] }),
    '/favourites': () => ({ favourites: list }),
    [`/favourites/${pro._id}`]: (_url, init) => {
      calls.push(init?.method ?? 'GET');
      list = init?.method === 'PUT' ? [saved()] : [];
      return { professionalId: pro._id, saved: init?.method === 'PUT' };
    },
  });
  return calls;
}

describe('the favourites heart on the category cards', () => {
  it('is a toggle button (aria-pressed) outside the card link, usable with the keyboard', async () => {
    const calls = setup();
    renderRoute('/dash/professionals/plomero', { roles: ['Cliente'] });
    const heart = await screen.findByRole('button', { name: heartName });
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart.closest('a')).toBeNull();

    heart.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(calls).toEqual(['PUT', 'DELETE']);
  });

  it('is not offered to providers or admins', async () => {
    setup();
    renderRoute('/dash/professionals/plomero', { roles: ['Prestador'] });
    expect(await screen.findByRole('link', { name: /Lucía Ríos/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: heartName })).not.toBeInTheDocument();
  });
});
