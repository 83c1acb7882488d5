import { randomUUID } from 'node:crypto';
import type { GuaranteeClaimBody, GuaranteeMotivo } from '@servihogar/shared/guarantee';
import { and, eq, or, sql } from 'drizzle-orm';
import { isAdmin } from '../../accounts/ownership.ts';
import type { AppDeps, MailDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { guaranteeClaims } from '../../db/tables/guarantee-claims.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { AppError } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { processPhotoUpload } from '../../lib/images.ts';
import type { Caller } from '../../plugins/auth.ts';
import { claimable, fileClaim } from './guarantee.service.ts';

// A claim's photos (issue 45, decision 0066): private files under private/guarantee/, stored before
// the claim's transaction (and deleted again if it fails), read by its client, its professional and
// admins only.

/**
 * `POST /solicitudes/{id}/garantia/fotos`: a claim with its photos. Who may claim is checked before
 * any photo is decoded; each photo is judged by its bytes and re-encoded as WebP without metadata.
 */
export async function fileClaimWithPhotos(
  deps: MailDeps & Pick<AppDeps, 'files'>,
  caller: Caller,
  solicitudId: string,
  body: GuaranteeClaimBody & { motivo: GuaranteeMotivo },
  photos: Buffer[],
  now: Date,
): Promise<{ codigo: string }> {
  await claimable(deps.db, caller, solicitudId, now, false);
  const images = [];
  for (const photo of photos) images.push(await processPhotoUpload(photo, 'fotos'));
  const keys: string[] = [];
  try {
    for (const image of images) {
      const key = `private/guarantee/${randomUUID()}.webp`;
      keys.push(key);
      await deps.files.put(key, image.data, image.contentType);
    }
    return await fileClaim(deps, caller, solicitudId, body, now, keys);
  } catch (error) {
    for (const key of keys) await deps.files.delete(key).catch(() => {});
    throw error;
  }
}

/**
 * `GET /garantias/{codigo}/fotos/{n}`: the file of photo `n`, for the claim's client, its
 * professional and admins; 404 for anyone else, as for a claim or photo that does not exist.
 */
export async function claimPhotoFile(db: Db, files: FileStorage, caller: Caller, codigo: string, n: number) {
  const [found] = await db
    .select({
      clientId: guaranteeClaims.clientId,
      fotoKeys: guaranteeClaims.fotoKeys,
      pro: professionals.accountId,
    })
    .from(guaranteeClaims)
    .innerJoin(professionals, eq(professionals.id, guaranteeClaims.professionalId))
    .where(eq(guaranteeClaims.codigo, codigo));
  const party = found && (found.clientId === caller.id || found.pro === caller.id || isAdmin(caller));
  const key = party ? found.fotoKeys[n] : undefined;
  if (!key) throw new AppError('NOT_FOUND');
  const file = await files.stream(key);
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}

/**
 * A deleted account's claim photos (Ley 25.326), in its deletion's transaction: the photos it sent
 * as a client leave its claims (the claims stay, on the professional's record), and the photos of
 * the claims on its work, which go with its professional profile, are listed too. Returns the keys
 * to delete once the transaction commits.
 */
export async function forgetClaimPhotosOf(
  tx: Db,
  accountId: string,
  professionalId: string | null,
): Promise<string[]> {
  const withPhotos = sql`cardinality(${guaranteeClaims.fotoKeys}) > 0`;
  const mine = eq(guaranteeClaims.clientId, accountId);
  const rows = await tx
    .select({ fotoKeys: guaranteeClaims.fotoKeys })
    .from(guaranteeClaims)
    .where(
      and(withPhotos, professionalId ? or(mine, eq(guaranteeClaims.professionalId, professionalId)) : mine),
    )
    .for('update');
  await tx.update(guaranteeClaims).set({ fotoKeys: [] }).where(and(mine, withPhotos));
  return rows.flatMap((r) => r.fotoKeys);
}
