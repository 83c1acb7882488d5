import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoute, shellApi } from '@/test/render-route.tsx';

// Issue 43 §3: the admins' list of late changes to booked times, beside the professionals.

const PRO = { _id: '5f3c1d2e-8a4b-4c6d-9e0f-1a2b3c4d5e6f', nombre: 'Sofía Belén', apellido: 'Díaz' };
const admin = (changes: unknown[]) =>
  mockApi({
    ...shellApi,
    '/professionals/admin': () => ({ professionals: [], total: 0 }),
    '/solicitudes/no-shows': () => ({ noShows: [] }),
    '/bookings/late-changes': () => ({ changes }),
  });
const region = () =>
  screen.findByRole('region', { name: 'Cambios de horario con menos de 24 horas de aviso' });

describe('late changes on /dash/professionalsRegistered', () => {
  it('lists who changed which visit and when they told, linked to the professional', async () => {
    admin([
      {
        _id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
        kind: 'skip',
        by: 'client',
        professional: PRO,
        visit: '2026-12-05T09:00:00-03:00',
        at: '2026-12-05T04:00:00-03:00',
      },
    ]);
    renderRoute('/dash/professionalsRegistered', { roles: ['Admin'] });
    const item = await within(await region()).findByRole('listitem');
    expect(item).toHaveTextContent('Sofía Belén Díaz: El cliente salteó la visita del sábado 5/12, 09:00.');
    expect(item).toHaveTextContent('Avisó el sábado 5/12, 04:00.');
    expect(within(item).getByRole('link', { name: 'Sofía Belén Díaz' })).toHaveAttribute(
      'href',
      `/dash/professionals/details/${PRO._id}`,
    );
  });

  it('says so when there are none', async () => {
    admin([]);
    renderRoute('/dash/professionalsRegistered', { roles: ['Admin'] });
    expect(
      await within(await region()).findByText(
        'Nadie cambió un horario reservado con menos de 24 horas de aviso.',
      ),
    ).toBeVisible();
  });
});
