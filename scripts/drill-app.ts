// The app processes the drills (drill.ts, drill-backup.ts) start, and what they report.
import { type AppProcess, startAppProcess } from '../apps/api/test/app-process.ts';

export const ADMIN = { email: 'drill-admin@example.com', password: 'DrillAdmin123' };
export type Row = {
  drill: string;
  sent: number;
  acknowledged: number;
  /** Requests that got no HTTP answer at all (connection reset or closed under them). */
  cut: number;
  lost: number;
  halfWritten: number;
  note: string;
};
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type App = AppProcess;

export const start = (env: Record<string, string>) =>
  startAppProcess({
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    JWT_SECRET: 'd'.repeat(64),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  });

/** A client sign-up body (POST /auth/register) for a drill account. */
export const registration = (email: string, apellido: string) => ({
  nombre: 'Drill',
  apellido,
  numeroContacto: '3815550000',
  email,
  password: 'Secreto123',
  repassword: 'Secreto123',
  direccion: { calle: 'Mendoza', numero: '1', ciudad: 'Tucumán', codigoPostal: '4000', pais: 'Argentina' },
});
