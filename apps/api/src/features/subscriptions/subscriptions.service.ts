import { randomUUID } from 'node:crypto';
import { PLANS, type Plan } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import {
  type Subscription,
  subscriptionCreateFieldsSchema,
  subscriptionTypeFor,
} from '@servihogar/shared/subscriptions';
import { eq } from 'drizzle-orm';
import { isAdmin } from '../../accounts/ownership.ts';
import type { Db } from '../../db/client.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { FileStorage, FileStream } from '../../lib/file-storage.ts';
import { processImageUpload } from '../../lib/images.ts';
import type { Caller } from '../../plugins/auth.ts';
import { parseFormFields } from '../../plugins/multipart.ts';
import type { ProofForm } from './proof-form.ts';
import { subscriptionView, subscriptionViews } from './subscription-view.service.ts';

const parseFields = (raw: Record<string, string>) => parseFormFields(subscriptionCreateFieldsSchema, raw);

/** The professional profile a professional's subscription pays for (null for a user's). */
export async function payingProfessionalId(
  db: Db,
  caller: Caller,
  type: ReturnType<typeof subscriptionTypeFor>,
): Promise<string | null> {
  if (type !== 'professional') return null;
  const [own] = await db
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.accountId, caller.id));
  if (!own) throw new AppError('CONFLICT', msg.subscription.noProfessionalProfile);
  return own.id;
}

/** A new subscription of the caller's `plan`, paid with a proof or at Mercado Pago; answers its id. */
export async function insertSubscription(
  db: Db,
  caller: Caller,
  professionalId: string | null,
  plan: Plan,
  payment:
    | { paymentProofKey: string }
    | { method: 'mercadopago'; mpStatus: 'pending'; mpFirstChargeAt: Date | null },
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(subscriptions)
    .values({
      accountId: caller.id,
      professionalId,
      type: plan.type,
      plan: plan.id,
      ...payment,
      createdAt: now,
    })
    .returning({ id: subscriptions.id });
  return row!.id;
}

/**
 * `POST /subscriptions`: a pending subscription of the caller with its payment proof, kept as a
 * private file. The type follows the caller's first role (§6) and the plan must be of that type;
 * `personId` is the caller's account id or, for a professional, the caller's professional id.
 */
export async function createSubscription(
  db: Db,
  files: FileStorage,
  caller: Caller,
  form: ProofForm,
  now: Date,
): Promise<Subscription> {
  const input = parseFields(form.fields);
  const type = subscriptionTypeFor(caller.roles);
  if (input.type !== type) throw fieldError('type', msg.subscription.wrongType);
  const plan = PLANS.find((p) => p.id === input.subscriptionPlan)!;
  if (plan.type !== type) throw fieldError('subscriptionPlan', msg.subscription.wrongPlan);

  const professionalId = await payingProfessionalId(db, caller, type);
  if (input.personId !== caller.id && input.personId !== professionalId) {
    throw new AppError('FORBIDDEN', msg.subscription.wrongPerson);
  }

  const image = await processImageUpload(form.proof);
  const key = `private/proofs/${randomUUID()}.webp`;
  await files.put(key, image.data, image.contentType);
  try {
    const id = await insertSubscription(db, caller, professionalId, plan, { paymentProofKey: key }, now);
    return subscriptionView(db, id);
  } catch (error) {
    await files.delete(key).catch(() => {});
    throw error;
  }
}

/** `GET /subscriptions/mine`: the caller's own, newest first. */
export const mySubscriptions = async (db: Db, caller: Caller) =>
  // The reconciliation's findings are the admins'.
  (await subscriptionViews(db, eq(subscriptions.accountId, caller.id))).map((s) => ({
    ...s,
    mpMismatch: null,
  }));

/**
 * `GET /subscriptions/{id}/proof`: only the uploader and admins. A missing subscription is a 404
 * only for admins, so others cannot probe which ids exist.
 */
export async function proofOf(db: Db, files: FileStorage, caller: Caller, id: string): Promise<FileStream> {
  const [row] = await db
    .select({ accountId: subscriptions.accountId, key: subscriptions.paymentProofKey })
    .from(subscriptions)
    .where(eq(subscriptions.id, id));
  if (!row) throw new AppError(isAdmin(caller) ? 'NOT_FOUND' : 'FORBIDDEN');
  if (row.accountId !== caller.id && !isAdmin(caller)) throw new AppError('FORBIDDEN');
  if (!row.key) throw new AppError('NOT_FOUND');
  const file = await files.stream(row.key);
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}
