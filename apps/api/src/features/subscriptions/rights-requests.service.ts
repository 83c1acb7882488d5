import { randomInt } from 'node:crypto';
import type { Role } from '@servihogar/shared/constants';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import type { RightsRequestKind, RightsRequestOutcome } from '@servihogar/shared/subscription-rights';
import type {
  RightsRequest,
  RightsRequestBody,
  RightsRequestReceipt,
} from '@servihogar/shared/subscriptions';
import { and, desc, eq, sql } from 'drizzle-orm';
import { normalizeEmail } from '../../accounts/accounts.service.ts';
import type { MailDeps } from '../../app-deps.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { rightsRequests } from '../../db/tables/rights-requests.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import type { Caller } from '../../plugins/auth.ts';
import { rightsRequestMail } from './rights.mails.ts';
import { cancelRenewal, subscriptionRights, withdraw } from './rights.service.ts';

/** 'ARR-2026-48213907' / 'BAJ-…': the kind, the year and eight random digits. */
const caseCode = (kind: RightsRequestKind, now: Date) =>
  `${kind === 'baja' ? 'BAJ' : 'ARR'}-${now.getUTCFullYear()}-${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** What the person's e-mail says of each outcome. */
const OUTCOME_TEXT: Record<RightsRequestOutcome, string> = {
  no_match: '',
  baja: 'Registramos la baja: tu plan no se renovará y el período ya pagado sigue hasta su fin.',
  baja_previa: 'Tu suscripción ya estaba dada de baja: no cambió nada.',
  arrepentimiento: 'Registramos tu arrepentimiento: tu suscripción terminó y te devolveremos el pago.',
  fuera_de_plazo:
    'No encontramos un pago aprobado en los últimos 10 días: el arrepentimiento ya no aplica. Podés usar el Botón de baja para que no se renueve.',
};

/** The professional whose account has this e-mail and whose profile has this DNI, if any. */
async function professionalOf(deps: MailDeps, email: string, dni: string) {
  const [found] = await deps.db
    .select({
      id: professionals.id,
      accountId: accounts.id,
      email: accounts.email,
      roles: accounts.roles,
      nombre: accounts.nombre,
    })
    .from(professionals)
    .innerJoin(accounts, eq(accounts.id, professionals.accountId))
    .where(
      and(
        eq(accounts.email, normalizeEmail(email)),
        // Stored as typed ('30.123.456' or '30123456'): compared by its digits.
        eq(sql`regexp_replace(${professionals.dni}, '[^0-9]', '', 'g')`, dni),
      ),
    );
  return found;
}

/**
 * `POST /subscriptions/rights-requests` (issue 32): the 'Botón de arrepentimiento' or 'Botón de baja'
 * pressed without signing in, naming the subscription by e-mail and DNI. When they match a
 * professional, the request does what the signed-in button does (audited and e-mailed as such) and
 * the account gets the case code by e-mail; either way the answer is the same code and text.
 */
export async function requestRights(
  deps: MailDeps,
  body: RightsRequestBody,
  now: Date,
): Promise<RightsRequestReceipt> {
  const code = caseCode(body.kind, now);
  const found = await professionalOf(deps, body.email, body.dni);
  let outcome: RightsRequestOutcome = 'no_match';
  if (found) {
    // The account itself presses the button, as it would signed in.
    const caller: Caller = { id: found.accountId, email: found.email, roles: found.roles as Role[] };
    if (body.kind === 'baja') {
      const done = await cancelRenewal(deps, caller, now);
      outcome = done.message === msg.subscriptionRights.cancelled ? 'baja' : 'baja_previa';
    } else {
      const rights = await subscriptionRights(deps.db, caller, now);
      if (rights.withdrawal) {
        await withdraw(deps, caller, rights.withdrawal.subscriptionId, now);
        outcome = 'arrepentimiento';
      } else outcome = 'fuera_de_plazo';
    }
  }
  await deps.db.transaction(async (tx) => {
    await tx.insert(rightsRequests).values({
      code,
      kind: body.kind,
      email: normalizeEmail(body.email),
      dni: body.dni,
      professionalId: found?.id ?? null,
      outcome,
      createdAt: now,
    });
    if (found)
      await deps.mailer.send(
        rightsRequestMail(found, code, body.kind, OUTCOME_TEXT[outcome], deps.publicUrl),
        tx,
      );
  });
  return { code, message: fillMessage(msg.subscriptionRights.publicReceived, { codigo: code }) };
}

/** `GET /subscriptions/rights-requests` (Admin): every such request, newest first. */
export async function listRightsRequests(deps: Pick<MailDeps, 'db'>): Promise<RightsRequest[]> {
  const rows = await deps.db
    .select({
      code: rightsRequests.code,
      kind: rightsRequests.kind,
      email: rightsRequests.email,
      dni: rightsRequests.dni,
      outcome: rightsRequests.outcome,
      createdAt: rightsRequests.createdAt,
      nombre: professionals.nombre,
      apellido: professionals.apellido,
    })
    .from(rightsRequests)
    .leftJoin(professionals, eq(professionals.id, rightsRequests.professionalId))
    .orderBy(desc(rightsRequests.createdAt))
    .limit(500);
  return rows.map(({ nombre, apellido, createdAt, ...row }) => ({
    ...row,
    kind: row.kind as RightsRequestKind,
    outcome: row.outcome as RightsRequestOutcome,
    professionalName: nombre ? `${nombre} ${apellido}` : null,
    createdAt: createdAt.toISOString(),
  }));
}
