import * as msg from '@servihogar/shared/messages';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SecurityGate } from './security-gate.tsx';

const config = (allowedOrigins: string[], gateDelayMs = 0) => ({
  allowedOrigins,
  gateDelayMs,
  maintenance: false,
  bank: { accountType: 'CC', alias: '', accountNumber: '' },
  aaipRegistryNumber: '',
  mercadoPago: false,
  whatsApp: false,
});

describe('SecurityGate', () => {
  it('with no wait configured and no query string, shows the content on the first render', () => {
    render(
      <SecurityGate config={config([window.location.origin])}>
        <p>contenido</p>
      </SecurityGate>,
    );
    expect(screen.getByText('contenido')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: msg.securityGate.validating })).not.toBeInTheDocument();
  });

  it('checks a query string before showing the content', async () => {
    window.history.pushState({}, '', '/?q=plomero');
    try {
      render(
        <SecurityGate config={config([window.location.origin])}>
          <p>contenido</p>
        </SecurityGate>,
      );
      expect(screen.getByRole('heading', { name: msg.securityGate.validating })).toBeInTheDocument();
      expect(await screen.findByText('contenido')).toBeInTheDocument();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('stays on the waiting screen and alerts when the origin is not allowed', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <SecurityGate config={config(['https://otro.example'])}>
        <p>contenido</p>
      </SecurityGate>,
    );
    await waitFor(() => expect(alert).toHaveBeenCalledWith(msg.securityGate.threat));
    expect(error).toHaveBeenCalledWith(msg.securityGate.origin);
    expect(screen.queryByText('contenido')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: msg.securityGate.validating })).toBeInTheDocument();
  });

  it('waits the configured delay on the first visit of the tab', async () => {
    vi.useFakeTimers();
    try {
      render(
        <SecurityGate config={config([window.location.origin], 3000)}>
          <p>contenido</p>
        </SecurityGate>,
      );
      // act() lets React commit what the timers trigger before the assertions read the page.
      await act(() => vi.advanceTimersByTimeAsync(2900));
      expect(screen.queryByText('contenido')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.getByText('contenido')).toBeInTheDocument();
      // Once per tab: the next load does not wait.
      expect(sessionStorage.getItem('securityGateWaited')).toBe('true');
    } finally {
      vi.useRealTimers();
    }
  });
});
