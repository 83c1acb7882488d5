import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { subscriptions } from '../src/db/tables/subscriptions.table.ts';
import { accounts } from '../src/db/tables/users.table.ts';
import type { FileStorage } from '../src/lib/file-storage.ts';
import { solidImage } from './images.ts';
import { multipartBody } from './multipart.ts';

/** The multipart body of `POST /subscriptions`, the proof last (as a browser's FormData sends it). */
export function subscriptionForm(
  fields: { personId: string; subscriptionPlan: string; type: string },
  proof: { data: Buffer; filename?: string; contentType?: string } | null,
) {
  return multipartBody([
    { field: 'personId', data: fields.personId },
    { field: 'subscriptionPlan', data: fields.subscriptionPlan },
    { field: 'type', data: fields.type },
    ...(proof
      ? [
          {
            field: 'paymentProof',
            filename: proof.filename ?? 'comprobante.png',
            contentType: proof.contentType ?? 'image/png',
            data: proof.data,
          },
        ]
      : []),
  ]);
}

/** A pending subscription of an account with a stored proof, without going through HTTP. */
export async function insertSubscription(
  db: Db,
  files: FileStorage,
  input: { accountId: string; professionalId?: string | null; plan?: string; createdAt?: Date },
) {
  const key = `private/proofs/${randomUUID()}.png`;
  await files.put(key, await solidImage('png'), 'image/png');
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

export async function accountIdOf(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return row!.id;
}
