import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render-route.tsx';

const api = {
  '/professionals/sugerencias': (url: URL) => ({
    sugerencias: url.searchParams.get('q')?.startsWith('elec')
      ? [
          { tipo: 'servicio', texto: 'Electricista', slug: 'electricista' },
          {
            tipo: 'profesional',
            texto: 'Elena Voltio',
            id: '00000000-0000-4000-8000-000000000009',
            slug: 'electricista',
          },
        ]
      : [],
  }),
  '/professionals': () => ({ professionals: [], next: null, total: 0 }),
};

/** The search page (the session restored: typing is not lost to a first render), `text` typed. */
async function typed(text: string) {
  const view = renderPage('/dash/buscar', { roles: ['Cliente'], api });
  await screen.findByRole('heading', { level: 1, name: 'Buscar profesionales' });
  const box = screen.getByRole('combobox', { name: 'Buscar servicios y profesionales' });
  await userEvent.type(box, text);
  return { ...view, box };
}

describe('the header search', () => {
  it('suggests as the person types, announced, and opens a suggestion with the keyboard', async () => {
    const { router, box } = await typed('elec');
    const list = await screen.findByRole('listbox', { name: 'Sugerencias' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = () => within(list).getAllByRole('option');
    expect(options().map((o) => o.textContent)).toEqual(['ElectricistaServicio', 'Elena VoltioProfesional']);
    expect(screen.getByText('2 sugerencias. Usá las flechas para elegir.')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options()[1]!.id);
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/dash/professionals/electricista/00000000-0000-4000-8000-000000000009',
      ),
    );
    expect(list).not.toBeVisible();
  });

  it('searches the text with Enter, and Escape closes the list', async () => {
    const { router, box } = await typed('elec');
    await within(await screen.findByRole('listbox', { name: 'Sugerencias' })).findAllByRole('option');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=elec'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Resultados para “elec”' }),
    ).toBeInTheDocument();
  });

  it('is not shown to visitors', async () => {
    renderPage('/', { api });
    await screen.findAllByRole('link');
    expect(
      screen.queryByRole('combobox', { name: 'Buscar servicios y profesionales' }),
    ).not.toBeInTheDocument();
  });
});
