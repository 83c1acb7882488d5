import type { AuditAction } from '@servihogar/shared/audit';
import { PLANS, RESTORE_PAID_PLAN_ID } from '@servihogar/shared/constants';
import { fillMessage, formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import type { ProfessionalAction } from '@servihogar/shared/professionals-admin';
import { deriveLifecycle, extendPaidUntil, paidPeriodStart } from '@servihogar/shared/subscription-lifecycle';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../accounts/audit.service.ts';
import type { MailDeps } from '../../app-deps.ts';
import { lockedRow } from '../../db/locked-row.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { AppError } from '../../lib/errors.ts';
import type { MailMessage } from '../../mail/mail-message.ts';
import type { Caller } from '../../plugins/auth.ts';
import { activatedMail, paidRestoredMail, trialStartedMail } from '../subscriptions/lifecycle.mails.ts';

type Row = typeof professionals.$inferSelect;
type Change = Partial<
  Pick<Row, 'altaUsuario' | 'trialStartedAt' | 'freeSuspended' | 'paidUntil' | 'ultimoPago'>
>;

/** What an action does to a professional: the columns to set, the answer, and an optional e-mail. */
type Effect = { change: Change; message: string; mail?: (after: Row, publicUrl: string) => MailMessage };

const conflict = (message: string) => new AppError('CONFLICT', message);
const fecha = (date: Date) => formatLongDate(date);

// Each rule reads the lifecycle derived at `now`; none flips a state a clock would later undo.
const RULES: Record<ProfessionalAction, (row: Row, now: Date) => Effect> = {
  altaProf(row, now) {
    if (row.altaUsuario) throw conflict(msg.providerAdmin.alreadyActive);
    const trialStartedAt = row.trialStartedAt ?? now;
    const l = deriveLifecycle({ ...row, altaUsuario: true, trialStartedAt }, now);
    const startsTrial = row.trialStartedAt === null && l.free === true;
    return {
      change: { altaUsuario: true, trialStartedAt },
      message:
        l.free === true
          ? fillMessage(msg.providerAdmin.altaDone, { fecha: fecha(l.trialEndsAt!) })
          : msg.providerAdmin.altaDoneNoTrial,
      mail: (after, url) =>
        startsTrial
          ? trialStartedMail(after, l.trialEndsAt!, url)
          : activatedMail(after, l.listed ? (after.paidUntil ?? l.trialEndsAt) : null, url),
    };
  },

  suspenderAltaProf(row) {
    if (!row.altaUsuario) throw conflict(msg.providerAdmin.notActive);
    return { change: { altaUsuario: false }, message: msg.providerAdmin.suspended };
  },

  suspenderFree(row, now) {
    if (row.paidUntil) throw conflict(msg.providerAdmin.freeNotApplicable);
    const { free } = deriveLifecycle(row, now);
    if (free === false) throw conflict(msg.providerAdmin.freeAlreadySuspended);
    if (free === null) throw conflict(msg.providerAdmin.freeNotStarted);
    return { change: { freeSuspended: true }, message: msg.providerAdmin.freeSuspended };
  },

  habilitarFree(row, now) {
    if (row.paidUntil) throw conflict(msg.providerAdmin.freeNotApplicable);
    const l = deriveLifecycle(row, now);
    if (l.free !== false) throw conflict(msg.providerAdmin.freeNotSuspended);
    const trialOver = l.trialEndsAt !== null && now.getTime() >= l.trialEndsAt.getTime();
    if (!trialOver) return { change: { freeSuspended: false }, message: msg.providerAdmin.freeEnabled };
    const { trialEndsAt } = deriveLifecycle({ ...row, freeSuspended: false, trialStartedAt: now }, now);
    return {
      change: { freeSuspended: false, trialStartedAt: now },
      message: fillMessage(msg.providerAdmin.freeEnabledNewTrial, { fecha: fecha(trialEndsAt!) }),
      mail: (after, url) => trialStartedMail(after, trialEndsAt!, url),
    };
  },

  restablecerAbonado(row, now) {
    const plan = PLANS.find((p) => p.id === RESTORE_PAID_PLAN_ID)!;
    const paidUntil = extendPaidUntil(row.paidUntil, paidPeriodStart(row, now), plan.days);
    return {
      change: { paidUntil, ultimoPago: now },
      message: fillMessage(msg.providerAdmin.paidRestored, { fecha: fecha(paidUntil) }),
      mail: (after, url) => paidRestoredMail(after, paidUntil, url),
    };
  },
};

export const AUDIT_ACTION: Record<ProfessionalAction, AuditAction> = {
  altaProf: 'professional.alta',
  suspenderAltaProf: 'professional.suspend',
  suspenderFree: 'professional.suspendFree',
  habilitarFree: 'professional.enableFree',
  restablecerAbonado: 'professional.restorePaid',
};

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const asDetails = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, iso(value)]));

/**
 * One admin provider action (§7): applied to the professional's row locked in a transaction,
 * audited with the columns it set (and the ones they replaced), its e-mail (if any) queued with it.
 */
export async function runProfessionalAction(
  { db, publicUrl, mailer }: MailDeps,
  actor: Caller,
  action: ProfessionalAction,
  professionalId: string,
  now: Date,
): Promise<string> {
  const effect = await db.transaction(async (tx) => {
    const row = await lockedRow(tx, professionals, professionalId);
    const effect = RULES[action](row, now);
    const [after] = await tx
      .update(professionals)
      .set(effect.change)
      .where(eq(professionals.id, professionalId))
      .returning();
    const before = Object.fromEntries(
      Object.keys(effect.change).map((key) => [key, row[key as keyof Change]]),
    );
    await writeAudit(
      tx,
      {
        actorAccountId: actor.id,
        action: AUDIT_ACTION[action],
        targetType: 'professional',
        targetId: professionalId,
        details: { set: asDetails(effect.change), before: asDetails(before) },
      },
      now,
    );
    if (effect.mail) await mailer.send(effect.mail(after!, publicUrl), tx);
    return effect;
  });
  return effect.message;
}
