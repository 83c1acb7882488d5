import { DEMO_ADMIN, DEMO_CLIENTS, DEMO_REDACTOR } from './demo-accounts.ts';
import { DEMO_PRESTADOR_INDEX, DEMO_PROFESSIONALS } from './demo-professionals.ts';

export type SeedSummary = { professionals: number; comments: number; elapsedMs: number };

const LOGINS = [
  ['Admin', DEMO_ADMIN.email, '/login'],
  ['Cliente', DEMO_CLIENTS[0]!.email, '/login'],
  ['Prestador', DEMO_PROFESSIONALS[DEMO_PRESTADOR_INDEX]!.email, '/signin'],
  ['Redactor', DEMO_REDACTOR.email, '/signinRedactor'],
] as const;

/** Each demo login and the page where it signs in, for the one start-up line. */
function demoLoginsText(password: string): string {
  const logins = LOGINS.map(([role, email, page]) => `${role} ${email} (${page})`).join(', ');
  return `cuentas de prueba, contraseña ${password}: ${logins}`;
}

/**
 * The one line `npm start` prints: the address to open and, when there, the demo logins with
 * their password (the published one, or in production the generated one on the start that set it).
 */
export function startLine(publicUrl: string, demoPassword: string | null): string {
  const ready = `ServiHogar listo: abrí ${publicUrl}`;
  return demoPassword === null ? ready : `${ready} · ${demoLoginsText(demoPassword)}`;
}
