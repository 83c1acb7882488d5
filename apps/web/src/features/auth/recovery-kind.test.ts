import { describe, expect, it } from 'vitest';
import { RECOVERY_ROUTES, recoveryKindFromPath } from './recovery-kind.ts';

describe('recoveryKindFromPath', () => {
  it.each([
    ['/login/missPassword', 'client'],
    ['/signin/missPasswordPrest', 'professional'],
    ['/signinRedactor/missPasswordRedactor', 'redactor'],
  ] as const)('%s is a %s recovery', (path, kind) => {
    expect(recoveryKindFromPath(path)).toBe(kind);
  });

  it('uses each kind’s endpoints and sign-in page', () => {
    expect(RECOVERY_ROUTES.professional).toEqual({
      mail: '/auth/passwordRecoveryMailPrest',
      verify: '/auth/verifyCodePrest',
      login: '/signin',
    });
    expect(RECOVERY_ROUTES.redactor.mail).toBe('/redactors/passwordRecoveryMail');
    expect(RECOVERY_ROUTES.client.verify).toBe('/auth/verifyCode');
  });
});
