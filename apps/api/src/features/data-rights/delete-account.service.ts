import { DELETED_USER_NAME } from '@servihogar/shared/data-rights';
import * as msg from '@servihogar/shared/messages';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { writeAudit } from '../../accounts/audit.service.ts';
import { passwordMatches } from '../../accounts/passwords.ts';
import type { AppDeps, MailDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes, refreshTokens } from '../../db/tables/auth.table.ts';
import { comments } from '../../db/tables/comments.table.ts';
import { complaints } from '../../db/tables/complaints.table.ts';
import { favourites } from '../../db/tables/favourites.table.ts';
import { notificationPreferences, notifications } from '../../db/tables/notifications.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { pushSubscriptions } from '../../db/tables/push-subscriptions.table.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { verificationDocuments } from '../../db/tables/verification-documents.table.ts';
import { whatsAppNumbers, whatsAppSends } from '../../db/tables/whatsapp.table.ts';
import { AppError } from '../../lib/errors.ts';
import { keyFromPublicUrl } from '../../lib/file-keys.ts';
import { thumbnailKeyOf } from '../../lib/thumbnails.ts';
import { forgetMessagesOf } from '../conversations/forget-author.service.ts';
import { forgetClaimPhotosOf } from '../guarantee/guarantee-photos.service.ts';
import { shareCardKey } from '../share-cards/share-cards.service.ts';
import { accountDeletedMail } from './data-rights.mails.ts';

/** What a payment proof's key becomes once its file is gone (the billing row itself stays). */
export const DELETED_PROOF_KEY = '';

const wrongPassword = () =>
  new AppError('VALIDATION', msg.dataRights.passwordWrong, { password: msg.dataRights.passwordWrong });

/**
 * Deletes the caller's account (decision 0022). In one transaction: the last active admin is
 * refused; every session ends; the professional profile leaves every list (its row goes, with its
 * services, received comments, hire requests and favourites); written comments and complaints show
 * "Usuario eliminado"; billing rows stay without a name or proof; the account keeps only its id;
 * the confirmation e-mail is queued. After the commit the photos (and thumbnails), the share card,
 * the identity and licence documents, the payment proofs and the guarantee claims' photos leave
 * storage.
 */
export async function deleteAccount(
  ctx: MailDeps & Pick<AppDeps, 'files'>,
  accountId: string,
  password: string,
  now: Date,
  log: FastifyBaseLogger,
): Promise<void> {
  const { db, files } = ctx;
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), isNull(accounts.deletedAt)));
  if (!account) throw new AppError('NOT_FOUND');
  if (!(await passwordMatches(account.passwordHash, password))) throw wrongPassword();

  const fileKeys = await db.transaction(async (tx) => {
    if (account.roles.includes('Admin')) await assertNotLastAdmin(tx, accountId);
    const [professional] = await tx
      .select({ id: professionals.id, foto: professionals.foto })
      .from(professionals)
      .where(eq(professionals.accountId, accountId));
    // Identity and licence documents go with the profile (their rows cascade; the files follow).
    const documents = professional
      ? await tx
          .select({ key: verificationDocuments.fileKey })
          .from(verificationDocuments)
          .where(eq(verificationDocuments.professionalId, professional.id))
      : [];
    const proofs = await tx
      .select({ key: subscriptions.paymentProofKey })
      .from(subscriptions)
      .where(eq(subscriptions.accountId, accountId));
    // Billing rows stay (tax law) tied to the emptied account, without the proof and the profile.
    await tx
      .update(subscriptions)
      .set({ paymentProofKey: DELETED_PROOF_KEY, professionalId: null })
      .where(eq(subscriptions.accountId, accountId));
    // Claim photos (issue 45): those the account sent, and those of the claims on its work, which
    // go with the profile (read before it goes).
    const claimPhotos = await forgetClaimPhotosOf(tx, accountId, professional?.id ?? null);
    if (professional) await tx.delete(professionals).where(eq(professionals.id, professional.id));
    await tx
      .update(comments)
      .set({ nombrePersona: DELETED_USER_NAME, foto: null })
      .where(eq(comments.authorAccountId, accountId));
    await tx
      .update(complaints)
      .set({
        denunciante: sql`case when ${complaints.anonymous} then ${complaints.denunciante} else ${DELETED_USER_NAME} end`,
        contacto: null,
      })
      .where(eq(complaints.authorAccountId, accountId));
    await tx.delete(favourites).where(eq(favourites.clientAccountId, accountId));
    await tx.delete(refreshTokens).where(eq(refreshTokens.accountId, accountId));
    await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.accountId, accountId));
    // The phone's channels (issue 42): no device nor number of a deleted account is kept.
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.accountId, accountId));
    await tx.delete(whatsAppNumbers).where(eq(whatsAppNumbers.accountId, accountId));
    await tx.delete(whatsAppSends).where(eq(whatsAppSends.accountId, accountId));
    // Conversations and the notification centre (issue 42): what the account wrote and was told.
    const messagePhotos = await forgetMessagesOf(tx, accountId);
    await tx.delete(notifications).where(eq(notifications.accountId, accountId));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.accountId, accountId));
    await tx
      .update(accounts)
      .set({
        email: `eliminada-${accountId}@servihogar.invalid`,
        passwordHash: '!',
        roles: [],
        nombre: DELETED_USER_NAME,
        apellido: '',
        numeroContacto: null,
        dni: null,
        foto: null,
        direccion: null,
        banReason: null,
        mustChangePassword: false,
        premiumUntil: null,
        tokensValidAfter: now,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(accounts.id, accountId));
    // A staff account leaving is a staff event: the audit log keeps who (by id) and which roles.
    const staffRoles = account.roles.filter((role) => role === 'Admin' || role === 'Redactor');
    if (staffRoles.length > 0) {
      await writeAudit(
        tx,
        {
          actorAccountId: accountId,
          action: 'account.delete',
          targetType: 'account',
          targetId: accountId,
          details: { roles: staffRoles },
        },
        now,
      );
    }
    await ctx.mailer.send(
      accountDeletedMail({ email: account.email, nombre: account.nombre }, ctx.publicUrl),
      tx,
    );
    const photos = [account.foto, professional?.foto].map((url) => (url ? keyFromPublicUrl(url) : null));
    const thumbnails = photos.map((key) => (key ? thumbnailKeyOf(key) : null));
    const shareCard = professional ? shareCardKey(professional.id) : null;
    const keys = [
      ...photos,
      ...thumbnails,
      shareCard,
      ...documents.map((d) => d.key),
      ...proofs.map((p) => p.key),
      ...messagePhotos,
      ...claimPhotos,
    ];
    return [...new Set(keys)].filter((k): k is string => !!k);
  });
  // After the commit: a failed delete leaves an orphan file (logged), never a half-deleted account.
  for (const key of fileKeys) {
    await files
      .delete(key)
      .catch((error: unknown) => log.warn({ err: error, key }, 'file of a deleted account not deleted'));
  }
}

/** An admin may leave only while another active admin remains; the admins are locked meanwhile. */
async function assertNotLastAdmin(tx: Db, accountId: string): Promise<void> {
  // Every admin row, locked in one order: two admins leaving at once take turns, and the second
  // sees the first one gone.
  const admins = await tx
    .select({ id: accounts.id, bannedAt: accounts.bannedAt })
    .from(accounts)
    .where(and(sql`${accounts.roles} @> array['Admin']::text[]`, isNull(accounts.deletedAt)))
    .orderBy(asc(accounts.id))
    .for('update');
  if (!admins.some((a) => a.id !== accountId && a.bannedAt === null)) {
    throw new AppError('CONFLICT', msg.dataRights.lastAdmin);
  }
}
