import * as msg from '@servihogar/shared/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { refusedSession, restoreErrorMessage } from './use-persist-login.ts';

describe('restoreErrorMessage', () => {
  const expired = new ApiError(403, 'TOKEN_EXPIRED', msg.session.expired);

  it('stays silent when there was no session to restore', () => {
    expect(restoreErrorMessage(expired, false)).toBeNull();
    expect(restoreErrorMessage(new ApiError(401, 'UNAUTHENTICATED', 'x'), false)).toBeNull();
  });

  it('tells a signed-in visitor their session is gone', () => {
    expect(restoreErrorMessage(expired, true)).toBe(msg.session.expired);
  });

  it('reports server and network failures either way', () => {
    expect(restoreErrorMessage(new ApiError(500, 'INTERNAL', msg.api.internal), false)).toBe(
      msg.api.internal,
    );
    expect(restoreErrorMessage(new ApiError('FETCH_ERROR', 'FETCH_ERROR', msg.login.noResponse), false)).toBe(
      msg.login.noResponse,
    );
  });
});

describe('refusedSession', () => {
  it('is true when the server refused the cookie: the browser stops trying', () => {
    expect(refusedSession(new ApiError(403, 'TOKEN_EXPIRED', msg.session.expired))).toBe(true);
    expect(refusedSession(new ApiError(401, 'UNAUTHENTICATED', 'x'))).toBe(true);
  });

  it('is false when the answer was lost or the server failed: the next load tries again', () => {
    expect(refusedSession(new ApiError('FETCH_ERROR', 'FETCH_ERROR', msg.login.noResponse))).toBe(false);
    expect(refusedSession(new ApiError(503, 'UNAVAILABLE', 'x'))).toBe(false);
    expect(refusedSession(new Error('x'))).toBe(false);
  });
});
