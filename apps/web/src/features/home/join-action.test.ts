import { EMPTY_USER_INFO, type UserInfo } from '@servihogar/shared/user-info';
import { describe, expect, it } from 'vitest';
import { joinAction } from './join-action.ts';

const as = (roles: UserInfo['roles']): UserInfo => ({ ...EMPTY_USER_INFO, roles });

describe('joinAction', () => {
  it('sends anonymous visitors and clients to register', () => {
    expect(joinAction(EMPTY_USER_INFO)).toBe('register');
    expect(joinAction(as(['Cliente']))).toBe('register');
  });

  it('tells providers they already are one', () => {
    expect(joinAction(as(['Prestador', 'Cliente']))).toBe('alreadyProvider');
  });

  it('is not available to admins and redactors', () => {
    expect(joinAction(as(['Admin']))).toBe('notAvailable');
    expect(joinAction(as(['Redactor']))).toBe('notAvailable');
  });
});
