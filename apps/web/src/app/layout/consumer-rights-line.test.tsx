import * as msg from '@servihogar/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render-route.tsx';

describe('the consumer-rights line (issue 48)', () => {
  it('puts both buttons above every page, before its content, and opens them without a session', async () => {
    const { router } = renderPage('/politicas');
    const line = await screen.findByRole('navigation', { name: msg.pages.consumerRights });
    const main = screen.getByRole('main');
    // First in the page's content: above the breadcrumb and the page.
    expect(main.firstElementChild).toBe(line);
    const withdraw = within(line).getByRole('link', { name: msg.subscriptionRights.withdrawButton });
    expect(within(line).getByRole('link', { name: msg.subscriptionRights.cancelButton })).toHaveAttribute(
      'href',
      '/arrepentimiento?tipo=baja',
    );
    await userEvent.click(withdraw);
    await waitFor(() => expect(router.state.location.search).toBe('?tipo=arrepentimiento'));
    expect(router.state.location.pathname).toBe('/arrepentimiento');
  });

  it("switches the request page's choice when the other button is pressed there", async () => {
    renderPage('/arrepentimiento?tipo=baja');
    expect(await screen.findByLabelText(msg.rightsRequestForm.publicCancel)).toBeChecked();
    const line = screen.getByRole('navigation', { name: msg.pages.consumerRights });
    await userEvent.click(within(line).getByRole('link', { name: msg.subscriptionRights.withdrawButton }));
    await waitFor(() => expect(screen.getByLabelText(msg.rightsRequestForm.publicWithdraw)).toBeChecked());
  });
});
