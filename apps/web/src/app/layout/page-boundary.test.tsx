import * as msg from '@servihogar/shared/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageBoundary } from './page-boundary.tsx';

function Broken(): never {
  throw new Error('la página falló');
}

function app(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <nav>
        <Link to="/">Inicio</Link>
        <Link to="/otra">Otra</Link>
      </nav>
      <PageBoundary>
        <Routes>
          <Route path="/" element={<h1>Portada</h1>} />
          <Route path="/otra" element={<h1>Otra página</h1>} />
          <Route path="/rota" element={<Broken />} />
        </Routes>
      </PageBoundary>
    </MemoryRouter>,
  );
}

describe('PageBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the error page when a page throws, and the next page once the visitor moves on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    app('/rota');
    expect(await screen.findByRole('heading', { name: msg.registration.unexpected })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'Inicio' }));
    expect(await screen.findByRole('heading', { name: 'Portada' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: msg.registration.unexpected })).not.toBeInTheDocument();
  });

  it('starts a page followed by a link at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    app('/');
    await screen.findByRole('heading', { name: 'Portada' });
    // The first page is a POP (the browser restores its own position).
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Otra' }));
    await screen.findByRole('heading', { name: 'Otra página' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
