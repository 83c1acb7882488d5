import * as msg from '@servihogar/shared/messages';
import { EMPTY_USER_INFO } from '@servihogar/shared/user-info';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '@/lib/session.tsx';
import { SessionNotice } from './session-notice.tsx';

const notice = (restoreError: string, restoreRetryable: boolean) =>
  render(
    <MemoryRouter>
      <SessionProvider user={EMPTY_USER_INFO} status={{ restoring: false, restoreError, restoreRetryable }}>
        <SessionNotice />
      </SessionProvider>
    </MemoryRouter>,
  );

describe('SessionNotice', () => {
  it('offers Reintentar when no answer came: the cookie may still hold the session', () => {
    notice(msg.login.noResponse, true);
    expect(screen.getByRole('alert')).toHaveTextContent(msg.login.noResponse);
    expect(screen.getByRole('link', { name: msg.session.loginAgain })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Reintentar' })).toHaveAttribute('href', '/');
  });

  it('offers only the sign-in when the server refused the session', () => {
    notice(msg.session.expired, false);
    expect(screen.getByRole('alert')).toHaveTextContent(msg.session.expired);
    expect(screen.queryByRole('link', { name: 'Reintentar' })).toBeNull();
  });
});
