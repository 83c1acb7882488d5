import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messageReports } from '../../db/tables/conversations.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { AppError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { clientName } from '../solicitudes/solicitudes.service.ts';

export type Party = 'client' | 'professional';

/** A conversation as one of its two parties reaches it. */
export type Conversation = {
  solicitudId: string;
  party: Party;
  /** The other party's account (null: a professional without an account cannot be written to). */
  otherAccountId: string | null;
  /** Each party's name as the other knows them. */
  names: Record<Party, string>;
};

/** The two parties of a solicitud, with their names; null when there is no such solicitud. */
export async function partiesOf(db: Db, solicitudId: string) {
  const [row] = await db
    .select({
      clientId: solicitudes.clientAccountId,
      client: { nombre: accounts.nombre, apellido: accounts.apellido },
      proAccountId: professionals.accountId,
      proId: professionals.id,
      pro: { nombre: professionals.nombre, apellido: professionals.apellido },
    })
    .from(solicitudes)
    .innerJoin(accounts, eq(accounts.id, solicitudes.clientAccountId))
    .innerJoin(professionals, eq(professionals.id, solicitudes.professionalId))
    .where(eq(solicitudes.id, solicitudId));
  if (!row) return null;
  return {
    ...row,
    names: { client: clientName(row.client), professional: `${row.pro.nombre} ${row.pro.apellido}` },
  };
}

/**
 * The conversation of solicitud `id` for the caller, one of its two parties. Anyone else, admins
 * included (they read only reported conversations, through their own routes), learns nothing: 404.
 */
export async function conversationOf(db: Db, caller: Caller, id: string): Promise<Conversation> {
  const found = await partiesOf(db, id);
  const party: Party | null = !found
    ? null
    : found.clientId === caller.id
      ? 'client'
      : found.proAccountId === caller.id
        ? 'professional'
        : null;
  if (!found || !party) throw new AppError('NOT_FOUND');
  return {
    solicitudId: id,
    party,
    otherAccountId: party === 'client' ? found.proAccountId : found.clientId,
    names: found.names,
  };
}

/** Whether someone reported a message of the conversation: only then may admins read it. */
export async function isReported(db: Db, solicitudId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(messageReports)
    .where(and(eq(messageReports.solicitudId, solicitudId)))
    .limit(1);
  return row !== undefined;
}
