import { msg } from '@servihogar/shared/messages';
import { render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from './router.tsx';

describe('maintenance mode', () => {
  it('shows the maintenance page on every path', async () => {
    window.history.pushState({}, '', '/dash/professionals/plomero');
    render(<RouterProvider router={createAppRouter({ maintenance: true })} />);
    expect(await screen.findByRole('heading', { name: msg.pages.maintenance })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: msg.pages.backHome })).toHaveAttribute('href', '/');
    window.history.pushState({}, '', '/');
  });
});
