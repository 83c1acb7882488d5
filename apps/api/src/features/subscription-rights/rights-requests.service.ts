import { randomInt } from 'node:crypto';
import type { Role } from '@servihogar/shared/constants';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import {
  RIGHTS_REQUEST_KINDS,
  type RightsRequestKind,
  type RightsRequestOutcome,
} from '@servihogar/shared/subscription-rights';
import type {
  RightsRequest,
  RightsRequestBody,
  RightsRequestConfirmed,
  RightsRequestReceipt,
} from '@servihogar/shared/subscriptions';
import { and, desc, eq, sql } from 'drizzle-orm';
import { normalizeEmail } from '../../accounts/accounts.service.ts';
import { type CodePurpose, consumeToken, issueCode } from '../../accounts/one-time-codes.service.ts';
import type { MailDeps } from '../../app-deps.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { rightsRequests } from '../../db/tables/rights-requests.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { AppError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { rightsRequestMail } from './rights.mails.ts';
import { cancelRenewal, subscriptionRights, withdraw } from './rights.service.ts';

/** 'ARR-2026-48213907' / 'BAJ-…': the kind, the year and eight random digits. */
const caseCode = (kind: RightsRequestKind, now: Date) =>
  `${kind === 'baja' ? 'BAJ' : 'ARR'}-${now.getUTCFullYear()}-${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** The professional whose account has this e-mail and whose profile has this DNI, if any. */
async function professionalOf(deps: MailDeps, email: string, dni: string) {
  const [found] = await deps.db
    .select({
      id: professionals.id,
      accountId: accounts.id,
      email: accounts.email,
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

/** The one-time code of each button's confirmation link: one live link per account and button. */
const PURPOSE = {
  baja: 'rights_baja',
  arrepentimiento: 'rights_arrepentimiento',
} as const satisfies Record<RightsRequestKind, CodePurpose>;

/**
 * `POST /subscriptions/rights-requests` (issue 32): the 'Botón de arrepentimiento' or 'Botón de baja'
 * pressed without signing in, naming the subscription by e-mail and DNI. The request and its case
 * code are recorded at once; when they match a professional, the account's address gets a link that
 * confirms it within 24 hours (issue 41: e-mail and DNI alone prove nothing). Either way the answer
 * is the same code and text.
 */
export async function requestRights(
  deps: MailDeps,
  body: RightsRequestBody,
  now: Date,
): Promise<RightsRequestReceipt> {
  const code = caseCode(body.kind, now);
  const found = await professionalOf(deps, body.email, body.dni);
  await deps.db.transaction(async (tx) => {
    await tx.insert(rightsRequests).values({
      code,
      kind: body.kind,
      email: normalizeEmail(body.email),
      dni: body.dni,
      professionalId: found?.id ?? null,
      outcome: found ? 'pendiente' : 'no_match',
      createdAt: now,
    });
    if (!found) return;
    const token = await issueCode(tx, found.accountId, PURPOSE[body.kind], now);
    await deps.mailer.send(rightsRequestMail(found, code, body.kind, token, deps.publicUrl), tx);
  });
  return { code, message: fillMessage(msg.rightsRequestForm.publicReceived, { codigo: code }) };
}

/** The account itself presses the button, as it would signed in; what came of it. */
async function press(
  deps: MailDeps,
  caller: Caller,
  kind: RightsRequestKind,
  now: Date,
): Promise<keyof typeof msg.confirmLinks.rightsOutcomes> {
  if (kind === 'baja') {
    const done = await cancelRenewal(deps, caller, now);
    return done.message === msg.subscriptionRights.cancelled ? 'baja' : 'baja_previa';
  }
  const rights = await subscriptionRights(deps.db, caller, now);
  if (!rights.withdrawal) return 'fuera_de_plazo';
  await withdraw(deps, caller, rights.withdrawal.subscriptionId, now);
  return 'arrepentimiento';
}

/** The account's newest request of this kind still waiting: the one its live link confirms. */
async function pendingRequest(deps: MailDeps, accountId: string, kind: RightsRequestKind) {
  const [row] = await deps.db
    .select({
      code: rightsRequests.code,
      accountId: accounts.id,
      email: accounts.email,
      roles: accounts.roles,
    })
    .from(rightsRequests)
    .innerJoin(professionals, eq(professionals.id, rightsRequests.professionalId))
    .innerJoin(accounts, eq(accounts.id, professionals.accountId))
    .where(
      and(eq(accounts.id, accountId), eq(rightsRequests.kind, kind), eq(rightsRequests.outcome, 'pendiente')),
    )
    .orderBy(desc(rightsRequests.createdAt))
    .limit(1);
  return row;
}

/**
 * `POST /subscriptions/rights-requests/confirm`: the link mailed for a request made without signing
 * in. Within its 24 hours (and once) it does what the signed-in button does; 400 otherwise.
 */
export async function confirmRightsRequest(
  deps: MailDeps,
  token: string,
  now: Date,
): Promise<RightsRequestConfirmed> {
  for (const kind of RIGHTS_REQUEST_KINDS) {
    const accountId = await consumeToken(deps.db, PURPOSE[kind], token, now);
    if (!accountId) continue;
    const request = await pendingRequest(deps, accountId, kind);
    if (!request) break;
    const caller: Caller = { id: request.accountId, email: request.email, roles: request.roles as Role[] };
    const outcome = await press(deps, caller, kind, now);
    await deps.db
      .update(rightsRequests)
      .set({ outcome, confirmedAt: now })
      .where(eq(rightsRequests.code, request.code));
    return { code: request.code, kind, message: msg.confirmLinks.rightsOutcomes[outcome] };
  }
  throw new AppError('VALIDATION', msg.confirmLinks.rightsLinkInvalid);
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
