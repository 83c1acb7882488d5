import * as msg from '@servihogar/shared/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { loginErrorMessage } from './login-error.ts';

describe('loginErrorMessage (product §8)', () => {
  it('maps 400 and 401 to their fixed texts', () => {
    expect(loginErrorMessage(new ApiError(400, 'VALIDATION', 'x'))).toBe('Email o Contraseña no introducida');
    expect(loginErrorMessage(new ApiError(401, 'BAD_CREDENTIALS', 'x'))).toBe(
      '⚠ Acceso Invalido, verifique las credenciales que proporcionó',
    );
  });

  it('shows the server message for other statuses', () => {
    expect(loginErrorMessage(new ApiError(403, 'FORBIDDEN', msg.api.accountBanned))).toBe(
      msg.api.accountBanned,
    );
    expect(loginErrorMessage(new ApiError(429, 'RATE_LIMITED', msg.api.rateLimited))).toBe(
      msg.api.rateLimited,
    );
  });

  it('says the server did not answer without a status', () => {
    expect(loginErrorMessage(new ApiError('FETCH_ERROR', 'FETCH_ERROR', 'x'))).toBe(
      'Sin Respuesta de Servidor',
    );
    expect(loginErrorMessage(new TypeError('boom'))).toBe('Sin Respuesta de Servidor');
  });
});
