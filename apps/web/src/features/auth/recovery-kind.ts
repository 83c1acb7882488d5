/** Who is recovering a password; product §2 infers it from the path. */
export type RecoveryKind = 'client' | 'professional' | 'redactor';

export function recoveryKindFromPath(pathname: string): RecoveryKind {
  if (pathname.includes('Prest')) return 'professional';
  if (pathname.includes('Redactor')) return 'redactor';
  return 'client';
}

type RecoveryRoutes = { mail: string; verify: string; login: string };

export const RECOVERY_ROUTES: Record<RecoveryKind, RecoveryRoutes> = {
  client: { mail: '/auth/passwordRecoveryMail', verify: '/auth/verifyCode', login: '/login' },
  professional: {
    mail: '/auth/passwordRecoveryMailPrest',
    verify: '/auth/verifyCodePrest',
    login: '/signin',
  },
  redactor: {
    mail: '/redactors/passwordRecoveryMail',
    verify: '/auth/verifyCodeRedactor',
    login: '/signinRedactor',
  },
};
