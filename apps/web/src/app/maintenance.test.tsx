import * as msg from '@servihogar/shared/messages';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './router.tsx';

describe('maintenance mode', () => {
  it('shows the maintenance page on every path', async () => {
    render(
      <MemoryRouter initialEntries={['/dash/professionals/plomero']}>
        <AppRoutes maintenance />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: msg.pages.maintenance })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: msg.pages.backHome })).toHaveAttribute('href', '/');
  });
});
