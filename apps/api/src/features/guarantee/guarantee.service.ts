import { countdown } from '@servihogar/shared/business-days';
import { argentineDay } from '@servihogar/shared/calendar';
import { fillMessage } from '@servihogar/shared/format';
import {
  type AdminGuaranteeClaim,
  canAnswer,
  claimDeadlines,
  claimRefusal,
  GUARANTEE_CLAIMS_PER_MONTH,
  GUARANTEE_DECISION_LABELS,
  type GuaranteeAnswerBody,
  type GuaranteeClaim,
  type GuaranteeClaimBody,
  type GuaranteeDecision,
  type GuaranteeDecisionBody,
  type GuaranteeEstado,
  type GuaranteeMotivo,
  guaranteeCode,
  guaranteePhotoPath,
  monthStart,
} from '@servihogar/shared/guarantee';
import * as msg from '@servihogar/shared/messages';
import { and, count, desc, eq, gte, ne, or, sql } from 'drizzle-orm';
import { accountRecipient } from '../../accounts/accounts.service.ts';
import { writeAudit } from '../../accounts/audit.service.ts';
import type { MailDeps } from '../../app-deps.ts';
import { holidaysFrom, nextCaseNumber } from '../../db/case-numbers.ts';
import type { Db } from '../../db/client.ts';
import { publishLive } from '../../db/live-events.ts';
import { guaranteeClaimSeq, guaranteeClaims } from '../../db/tables/guarantee-claims.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { AppError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { notify } from '../notifications/notifications.service.ts';
import { clientName, inboxPath, mySolicitudPath } from '../solicitudes/solicitudes.service.ts';
import {
  claimDecidedMail,
  claimReceivedMail,
  claimToProfessionalMail,
  guaranteeDay,
} from './guarantee.mails.ts';

type Row = typeof guaranteeClaims.$inferSelect;
type Rol = GuaranteeClaim['rol'];
const g = msg.guarantee;

const toClaim = (row: Row, rol: Rol, now: Date): GuaranteeClaim => ({
  codigo: row.codigo,
  solicitudId: row.solicitudId,
  rol,
  motivo: row.motivo as GuaranteeMotivo,
  descripcion: row.descripcion,
  fotos: row.fotoKeys.map((_, n) => guaranteePhotoPath(row.codigo, n)),
  estado: row.estado as GuaranteeEstado,
  respuesta: row.respuesta,
  respondidoAt: row.respondidoAt?.toISOString() ?? null,
  respuestaHasta: row.respuestaHasta,
  puedeResponder: rol === 'profesional' && canAnswer({ ...row, estado: row.estado as GuaranteeEstado }, now),
  decision: row.decision as GuaranteeDecision | null,
  resultado: row.resultado,
  decididoAt: row.decididoAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Whether the caller may open a claim on this solicitud now: its client (404 for anyone else, admins
 * included), a verified hire within the 6 months, no claim on it open, under the monthly limit. With
 * `lock` (inside the filing transaction) the solicitud and the client's claims are held meanwhile.
 */
export async function claimable(tx: Db, caller: Caller, solicitudId: string, now: Date, lock: boolean) {
  const query = tx
    .select({ s: solicitudes, pro: professionals })
    .from(solicitudes)
    .innerJoin(professionals, eq(professionals.id, solicitudes.professionalId))
    .where(eq(solicitudes.id, solicitudId))
    .$dynamic();
  const [found] = await (lock ? query.for('update', { of: solicitudes }) : query);
  // Anyone but its client, admins included, learns nothing of the solicitud.
  if (!found || found.s.clientAccountId !== caller.id) throw new AppError('NOT_FOUND');
  const refusal = claimRefusal(found.s, now);
  if (refusal) throw new AppError('CONFLICT', refusal);
  // One client's claims one at a time, so parallel posts cannot slip past the monthly limit.
  if (lock)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`guarantee:${caller.id}`}, 0))`);
  const [open] = await tx
    .select({ id: guaranteeClaims.id })
    .from(guaranteeClaims)
    .where(and(eq(guaranteeClaims.solicitudId, solicitudId), ne(guaranteeClaims.estado, 'decidido')));
  if (open) throw new AppError('CONFLICT', g.alreadyOpen);
  const [month] = await tx
    .select({ n: count() })
    .from(guaranteeClaims)
    .where(and(eq(guaranteeClaims.clientId, caller.id), gte(guaranteeClaims.createdAt, monthStart(now))));
  if (month!.n >= GUARANTEE_CLAIMS_PER_MONTH) throw new AppError('RATE_LIMITED', g.monthlyLimit);
  return found;
}

/**
 * `POST /solicitudes/{id}/garantia`: the solicitud's client opens a claim on a verified hire within
 * the guarantee's 6 months. One open claim per solicitud, GUARANTEE_CLAIMS_PER_MONTH a month. The
 * client gets the code by mail, the professional the claim (bell and mail), in one transaction.
 * `fotoKeys`: the photos already stored (`fileClaimWithPhotos`).
 */
export async function fileClaim(
  deps: MailDeps,
  caller: Caller,
  solicitudId: string,
  body: GuaranteeClaimBody & { motivo: GuaranteeMotivo },
  now: Date,
  fotoKeys: string[] = [],
): Promise<{ codigo: string }> {
  return deps.db.transaction(async (tx) => {
    const { s, pro } = await claimable(tx, caller, solicitudId, now, true);

    const today = argentineDay(now);
    const deadlines = claimDeadlines(today, await holidaysFrom(tx, today));
    const [row] = await tx
      .insert(guaranteeClaims)
      .values({
        codigo: await nextCaseNumber(tx, guaranteeClaimSeq, guaranteeCode, now),
        solicitudId: s.id,
        clientId: caller.id,
        professionalId: pro.id,
        motivo: body.motivo,
        descripcion: body.descripcion,
        fotoKeys,
        ...deadlines,
        createdAt: now,
      })
      .returning();
    const claim = row!;
    const client = await accountRecipient(tx, caller.id);
    const mailed = { ...claim, motivo: body.motivo };
    await deps.mailer.send(
      claimReceivedMail(client!, { ...mailed, profesional: `${pro.nombre} ${pro.apellido}` }, deps.publicUrl),
      tx,
    );
    const told = pro.accountId
      ? await notify(tx, {
          userId: pro.accountId,
          kind: 'guarantee_claim',
          title: fillMessage(g.notifyNewTitle, { codigo: claim.codigo }),
          body: fillMessage(g.notifyNewBody, { fecha: guaranteeDay(claim.respuestaHasta) }),
          path: inboxPath(s.id),
          solicitudId: s.id,
          now,
        })
      : null;
    if (told?.mail !== false)
      await deps.mailer.send(claimToProfessionalMail(pro, mailed, deps.publicUrl), tx);
    await publishLive(
      tx,
      [caller.id, pro.accountId].filter((id) => id !== null),
      {
        kind: 'solicitud',
        solicitudId: s.id,
      },
    );
    return { codigo: claim.codigo };
  });
}

/** The claim with this code, locked, and its professional's account; 404 when there is none. */
async function lockedClaim(tx: Db, codigo: string) {
  const [found] = await tx
    .select({ claim: guaranteeClaims, pro: professionals })
    .from(guaranteeClaims)
    .innerJoin(professionals, eq(professionals.id, guaranteeClaims.professionalId))
    .where(eq(guaranteeClaims.codigo, codigo))
    .for('update', { of: guaranteeClaims });
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** `POST /garantias/{codigo}/respuesta`: the claim's professional, once, by its deadline. */
export async function answerClaim(
  db: Db,
  caller: Caller,
  codigo: string,
  body: GuaranteeAnswerBody,
  now: Date,
): Promise<GuaranteeClaim> {
  return db.transaction(async (tx) => {
    const { claim, pro } = await lockedClaim(tx, codigo);
    if (pro.accountId !== caller.id) throw new AppError('NOT_FOUND');
    if (!canAnswer({ ...claim, estado: claim.estado as GuaranteeEstado }, now))
      throw new AppError('CONFLICT', g.answerClosed);
    const [updated] = await tx
      .update(guaranteeClaims)
      .set({ estado: 'respondido', respuesta: body.respuesta, respondidoAt: now })
      .where(eq(guaranteeClaims.id, claim.id))
      .returning();
    await publishLive(tx, [claim.clientId], { kind: 'solicitud', solicitudId: claim.solicitudId });
    return toClaim(updated!, 'profesional', now);
  });
}

/**
 * `POST /garantias/{codigo}/decision` (Admin): the decision and its outcome, audited; both parties
 * are told and mailed in the same transaction. 409 once decided.
 */
export async function decideClaim(
  deps: MailDeps,
  actor: Caller,
  codigo: string,
  body: GuaranteeDecisionBody & { decision: GuaranteeDecision },
  now: Date,
): Promise<GuaranteeClaim> {
  return deps.db.transaction(async (tx) => {
    const { claim, pro } = await lockedClaim(tx, codigo);
    if (claim.estado === 'decidido') throw new AppError('CONFLICT', g.alreadyDecided);
    const [updated] = await tx
      .update(guaranteeClaims)
      .set({
        estado: 'decidido',
        decision: body.decision,
        resultado: body.resultado,
        decididoAt: now,
        decididoPor: actor.id,
      })
      .where(eq(guaranteeClaims.id, claim.id))
      .returning();
    const today = argentineDay(now);
    await writeAudit(
      tx,
      {
        actorAccountId: actor.id,
        action: 'guarantee.decide',
        targetType: 'guarantee_claim',
        targetId: codigo,
        details: {
          decision: body.decision,
          resultado: body.resultado,
          professionalId: pro.id,
          decisionHasta: claim.decisionHasta,
          overdue: today > claim.decisionHasta,
        },
      },
      now,
    );
    const decided = { codigo, decision: body.decision, resultado: body.resultado };
    const parties = [
      {
        userId: claim.clientId,
        path: mySolicitudPath(claim.solicitudId),
        to: await accountRecipient(tx, claim.clientId),
      },
      { userId: pro.accountId, path: inboxPath(claim.solicitudId), to: pro },
    ];
    for (const { userId, path, to } of parties) {
      const told = userId
        ? await notify(tx, {
            userId,
            kind: 'guarantee_decided',
            title: fillMessage(g.notifyDecidedTitle, { codigo }),
            body: fillMessage(g.notifyDecidedBody, { decision: GUARANTEE_DECISION_LABELS[body.decision] }),
            path,
            solicitudId: claim.solicitudId,
            now,
          })
        : null;
      if (to && told?.mail !== false)
        await deps.mailer.send(claimDecidedMail(to, decided, path, deps.publicUrl), tx);
    }
    return toClaim(updated!, 'admin', now);
  });
}

/** `GET /garantias/mine`: the claims the caller made as a client or received as a professional. */
export async function myClaims(db: Db, caller: Caller, now: Date): Promise<GuaranteeClaim[]> {
  const rows = await db
    .select({ claim: guaranteeClaims, proAccountId: professionals.accountId })
    .from(guaranteeClaims)
    .innerJoin(professionals, eq(professionals.id, guaranteeClaims.professionalId))
    .where(or(eq(guaranteeClaims.clientId, caller.id), eq(professionals.accountId, caller.id)))
    .orderBy(desc(guaranteeClaims.createdAt))
    .limit(MINE_MAX);
  return rows.map(({ claim }) =>
    toClaim(claim, claim.clientId === caller.id ? 'cliente' : 'profesional', now),
  );
}
const MINE_MAX = 200;

/**
 * `GET /garantias` (Admin): the undecided claims, soonest decision day first, then the decided ones,
 * newest first; `decision` keeps only those decided that way (the professionals' record).
 */
export async function claimQueue(
  db: Db,
  now: Date,
  decision?: GuaranteeDecision,
): Promise<AdminGuaranteeClaim[]> {
  const rows = await db
    .select({
      claim: guaranteeClaims,
      pro: { id: professionals.id, nombre: professionals.nombre, apellido: professionals.apellido },
      client: { nombre: accounts.nombre, apellido: accounts.apellido },
    })
    .from(guaranteeClaims)
    .innerJoin(professionals, eq(professionals.id, guaranteeClaims.professionalId))
    .innerJoin(accounts, eq(accounts.id, guaranteeClaims.clientId))
    .where(decision ? eq(guaranteeClaims.decision, decision) : undefined)
    .orderBy(
      sql`${guaranteeClaims.estado} = 'decidido'`,
      sql`case when ${guaranteeClaims.estado} <> 'decidido' then ${guaranteeClaims.decisionHasta} end`,
      desc(guaranteeClaims.decididoAt),
      guaranteeClaims.codigo,
    )
    .limit(QUEUE_MAX);
  const today = argentineDay(now);
  const oldest = rows.reduce((min, r) => (r.claim.decisionHasta < min ? r.claim.decisionHasta : min), today);
  const off = await holidaysFrom(db, oldest);
  return rows.map(({ claim, pro, client }) => ({
    ...toClaim(claim, 'admin', now),
    cliente: clientName(client),
    profesional: { _id: pro.id, nombre: `${pro.nombre} ${pro.apellido}` },
    decisionHasta: claim.decisionHasta,
    ...(claim.estado === 'decidido'
      ? { businessDaysLeft: 0, overdue: false }
      : countdown(today, claim.decisionHasta, off)),
  }));
}
const QUEUE_MAX = 200;
