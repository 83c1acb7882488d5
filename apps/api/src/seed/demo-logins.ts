import { DEMO_ADMIN, DEMO_CLIENTS, DEMO_PASSWORD, DEMO_REDACTOR } from './demo-accounts.ts';
import { DEMO_PRESTADOR_INDEX, DEMO_PROFESSIONALS } from './demo-professionals.ts';

export type SeedSummary = { professionals: number; comments: number; elapsedMs: number };

const LOGINS = [
  ['Admin', DEMO_ADMIN.email, '/login'],
  ['Cliente', DEMO_CLIENTS[0]!.email, '/login'],
  ['Prestador', DEMO_PROFESSIONALS[DEMO_PRESTADOR_INDEX]!.email, '/signin'],
  ['Redactor', DEMO_REDACTOR.email, '/signinRedactor'],
] as const;

/** Each demo login and the page where it signs in, for the one start-up line. */
export function demoLoginsText(): string {
  const logins = LOGINS.map(([role, email, page]) => `${role} ${email} (${page})`).join(', ');
  return `cuentas de prueba, contraseña ${DEMO_PASSWORD}: ${logins}`;
}

/** The one line `npm start` prints: the address to open and, when there, the demo logins. */
export function startLine(publicUrl: string, withDemoLogins: boolean): string {
  const ready = `ServiHogar listo: abre ${publicUrl}`;
  return withDemoLogins ? `${ready} · ${demoLoginsText()}` : ready;
}
