import { randomUUID } from 'node:crypto';
import { DAY_MS } from '@servihogar/shared/constants';
import type { accounts } from '../db/tables/users.table.ts';
import { DEMO_ADMIN, DEMO_CLIENTS, DEMO_REDACTOR, type DemoAccount } from './demo-accounts.ts';
import type { DemoProfessional } from './demo-professional-types.ts';

/** An account without its password hash, which is computed while the images render. */
export type AccountRow = Omit<typeof accounts.$inferInsert, 'passwordHash'> & {
  id: string;
  nombre: string;
  apellido: string;
};

function accountRow(account: DemoAccount, createdAt: Date): AccountRow {
  return {
    id: randomUUID(),
    email: account.email.toLowerCase(),
    roles: account.roles,
    nombre: account.nombre,
    apellido: account.apellido,
    numeroContacto: account.numeroContacto,
    dni: account.dni,
    foto: null,
    verifiedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
  };
}

/** The staff accounts, the demo Prestador's account and the demo clients, all verified. */
export function buildAccountRows(prestador: DemoProfessional, now: Date, fotoOf: (id: string) => string) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const admin = accountRow(DEMO_ADMIN, daysAgo(730));
  const redactor = accountRow(DEMO_REDACTOR, daysAgo(400));
  const prestadorAccount = accountRow(
    {
      email: prestador.email,
      nombre: prestador.nombre,
      apellido: prestador.apellido,
      numeroContacto: prestador.contacto,
      dni: prestador.dni,
      roles: ['Prestador'],
    },
    daysAgo(prestador.createdDaysAgo),
  );
  const clients = DEMO_CLIENTS.map((client, i) => {
    const row = accountRow(client, daysAgo(90 + i * 70));
    row.foto = fotoOf(row.id);
    return row;
  });
  return { admin, redactor, prestador: prestadorAccount, clients };
}
