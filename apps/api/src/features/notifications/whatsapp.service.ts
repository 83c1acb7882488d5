import * as msg from '@servihogar/shared/messages';
import type { WhatsAppState } from '@servihogar/shared/whatsapp';
import { eq } from 'drizzle-orm';
import { consumeCode, issueCode } from '../../accounts/one-time-codes.service.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { whatsAppNumbers } from '../../db/tables/whatsapp.table.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueWhatsAppCode } from './whatsapp.jobs.ts';

// A person's WhatsApp number, opt-in (issue 42, decision 0060): they give it, a 6-digit code goes
// to it over WhatsApp (a job: never inside the transaction), and it counts once the code comes back.
// The code is a one-time code (10 minutes, 5 wrong tries burn it); another at most once a minute.

const RESEND_AFTER_MS = 60_000;

type Deps = Pick<AppDeps, 'db' | 'jobs'>;

export async function whatsAppStateOf(db: Db, accountId: string): Promise<WhatsAppState> {
  const [row] = await db.select().from(whatsAppNumbers).where(eq(whatsAppNumbers.accountId, accountId));
  return { numero: row?.numero ?? null, confirmado: Boolean(row?.confirmedAt) };
}

/** Takes the number (unconfirmed until its code returns) and queues the code's message. */
export async function requestWhatsAppCode(deps: Deps, accountId: string, numero: string, now: Date) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(whatsAppNumbers)
      .where(eq(whatsAppNumbers.accountId, accountId))
      .for('update');
    if (row?.codeSentAt && now.getTime() - row.codeSentAt.getTime() < RESEND_AFTER_MS) {
      throw new AppError('RATE_LIMITED', msg.whatsApp.tooSoon);
    }
    const values = { numero, confirmedAt: null, codeSentAt: now };
    await tx
      .insert(whatsAppNumbers)
      .values({ accountId, ...values, createdAt: now })
      .onConflictDoUpdate({ target: whatsAppNumbers.accountId, set: values });
    const code = await issueCode(tx, accountId, 'whatsapp_number', now);
    await enqueueWhatsAppCode(tx, { accountId, numero, code }, now);
  });
  deps.jobs.nudge();
  return whatsAppStateOf(deps.db, accountId);
}

/** The code sent to the number: right, the number is confirmed; wrong or stale, 400. */
export async function confirmWhatsApp(db: Db, accountId: string, codigo: string, now: Date) {
  const state = await whatsAppStateOf(db, accountId);
  if (!state.numero) throw new AppError('CONFLICT', msg.whatsApp.noPending);
  if (state.confirmado) return state;
  if (!(await consumeCode(db, accountId, 'whatsapp_number', codigo, now))) {
    throw new AppError('VALIDATION', msg.whatsApp.wrongCode, { codigo: msg.whatsApp.wrongCode });
  }
  await db.update(whatsAppNumbers).set({ confirmedAt: now }).where(eq(whatsAppNumbers.accountId, accountId));
  return { numero: state.numero, confirmado: true };
}

export async function removeWhatsApp(db: Db, accountId: string) {
  await db.delete(whatsAppNumbers).where(eq(whatsAppNumbers.accountId, accountId));
}

/** The confirmed number of a person, or null (then WhatsApp is skipped for them). */
export async function confirmedWhatsAppOf(db: Db, accountId: string): Promise<string | null> {
  const state = await whatsAppStateOf(db, accountId);
  return state.confirmado ? state.numero : null;
}
