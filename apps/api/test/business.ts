import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { subscriptions } from '../src/db/tables/subscriptions.table.ts';
import { accounts } from '../src/db/tables/users.table.ts';
import type { FileStorage } from '../src/lib/file-storage.ts';
import type { SignedIn } from './accounts.ts';
import { storedPrivatePng } from './images.ts';
import { type FormFile, filePart, multipartBody } from './multipart.ts';

/** The multipart body of `POST /subscriptions`, the proof last (as a browser's FormData sends it). */
export function subscriptionForm(
  fields: { personId: string; subscriptionPlan: string; type: string },
  proof: FormFile | null,
) {
  return multipartBody([
    { field: 'personId', data: fields.personId },
    { field: 'subscriptionPlan', data: fields.subscriptionPlan },
    { field: 'type', data: fields.type },
    ...filePart('paymentProof', proof, 'comprobante.png'),
  ]);
}

/** A pending subscription of an account with a stored proof, without going through HTTP. */
export async function insertSubscription(
  db: Db,
  files: FileStorage,
  input: { accountId: string; professionalId?: string | null; plan?: string; createdAt?: Date },
) {
  const key = await storedPrivatePng(files, 'proofs');
  const [row] = await db
    .insert(subscriptions)
    .values({
      accountId: input.accountId,
      professionalId: input.professionalId ?? null,
      type: input.professionalId ? 'professional' : 'user',
      plan: input.plan ?? (input.professionalId ? 'mensual' : 'premium'),
      paymentProofKey: key,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  return row!;
}

/** `PUT /subscriptions/{id}` by the admin: the payment approved ('confirmed') or rejected ('failed'). */
export const decidePayment = (app: FastifyInstance, admin: SignedIn, id: string, paymentStatus: string) =>
  app.inject({ method: 'PUT', url: `/subscriptions/${id}`, headers: admin.auth, payload: { paymentStatus } });

export async function accountIdOf(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return row!.id;
}
