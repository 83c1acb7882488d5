import * as msg from '@servihogar/shared/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { failureText } from './feedback.ts';

const refused = new ApiError(409, 'CONFLICT', 'Ya existe.');
const crashed = new ApiError(500, 'INTERNAL', msg.api.internal);
const offline = new ApiError('FETCH_ERROR', 'FETCH_ERROR', msg.login.noResponse);

describe('failureText', () => {
  it("'refusal' speaks the server's 4xx, else the fallback", () => {
    expect(failureText(refused, 'No se pudo.')).toBe('Ya existe.');
    expect(failureText(crashed, 'No se pudo.')).toBe('No se pudo.');
    expect(failureText(offline, 'No se pudo.')).toBe('No se pudo.');
    expect(failureText(new Error('x'), 'No se pudo.')).toBe('No se pudo.');
  });

  it("'server' speaks whatever the server answered", () => {
    expect(failureText(crashed, 'No se pudo.', 'server')).toBe(msg.api.internal);
    expect(failureText(offline, 'No se pudo.', 'server')).toBe('No se pudo.');
  });

  it("'detail' follows the fallback with the server's reason", () => {
    expect(failureText(refused, 'No se pudo', 'detail')).toBe('No se pudo: Ya existe.');
    expect(failureText(offline, 'No se pudo', 'detail')).toBe('No se pudo');
  });
});
