import { DEMO_ADMIN, DEMO_CLIENTS, DEMO_PASSWORD, DEMO_REDACTOR } from './demo-accounts.ts';
import { DEMO_PRESTADOR_INDEX, DEMO_PROFESSIONALS } from './demo-professionals.ts';

export type SeedSummary = { professionals: number; comments: number; elapsedMs: number };

/** The start-up lines naming each demo login and the page where it signs in. */
export function demoLoginLines(summary: SeedSummary): string[] {
  const logins = [
    ['Admin', DEMO_ADMIN.email, '/login'],
    ['Cliente', DEMO_CLIENTS[0]!.email, '/login'],
    ['Prestador', DEMO_PROFESSIONALS[DEMO_PRESTADOR_INDEX]!.email, '/signin'],
    ['Redactor', DEMO_REDACTOR.email, '/signinRedactor'],
  ] as const;
  return [
    `Datos de demostración cargados (${summary.professionals} profesionales, ${summary.comments} comentarios) en ${Math.round(summary.elapsedMs)} ms. Cuentas de prueba:`,
    ...logins.map(([role, email, page]) => `  ${role.padEnd(10)} ${email} / ${DEMO_PASSWORD}  (${page})`),
  ];
}
