import { randomUUID } from 'node:crypto';
import { type ConversationResponse, MESSAGE_PAGE_SIZE, type Message } from '@servihogar/shared/conversations';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { and, eq, exists, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { publishLive } from '../../db/live-events.ts';
import { conversationParties, messageReports, messages } from '../../db/tables/conversations.table.ts';
import { AppError } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { processPhotoUpload } from '../../lib/images.ts';
import type { Caller } from '../../plugins/auth.ts';
import { notify } from '../notifications/notifications.service.ts';
import { type Conversation, conversationOf } from './conversation-access.ts';

type Row = typeof messages.$inferSelect;

const PREVIEW_MAX = 140;
const preview = (texto: string) =>
  texto.length > PREVIEW_MAX ? `${texto.slice(0, PREVIEW_MAX - 1)}…` : texto;

/** Where the other party reads the conversation: their list, that row opened. */
const conversationPath = (c: Conversation) =>
  `${c.party === 'client' ? '/dash/pedidos' : '/dash/misSolicitudes'}?pedido=${c.solicitudId}`;

/** The private path of a message's photo (parties, and admins once the conversation is reported). */
export const photoPath = (row: Pick<Row, 'id' | 'solicitudId'>) =>
  `/solicitudes/${row.solicitudId}/mensajes/${row.id}/foto`;

const cursorOf = (row: Row) => `${row.createdAt.toISOString()}_${row.id}`;

/** Messages strictly older than `before` in (created_at desc, id desc) order. */
function olderThan(before: string | undefined): SQL | undefined {
  if (!before) return undefined;
  const [at, id] = before.split('_') as [string, string];
  const time = new Date(at);
  if (Number.isNaN(time.getTime())) throw new AppError('VALIDATION', msg.api.invalidQuery);
  return or(lt(messages.createdAt, time), and(eq(messages.createdAt, time), lt(messages.id, id)));
}

/**
 * A page of a conversation, newest first as the index stores it (exported for EXPLAIN): the
 * reader's reports ride along as a semi-join on the tiny reports table.
 */
export const pageQuery = (db: Db, solicitudId: string, readerId: string, before: string | undefined) =>
  db
    .select({
      m: messages,
      reportedByMe: exists(
        db
          .select({ one: sql`1` })
          .from(messageReports)
          .where(
            and(eq(messageReports.messageId, messages.id), eq(messageReports.reporterAccountId, readerId)),
          ),
      ).mapWith(Boolean),
    })
    .from(messages)
    .where(and(eq(messages.solicitudId, solicitudId), olderThan(before)))
    .orderBy(sql`${messages.createdAt} desc nulls last`, sql`${messages.id} desc nulls last`)
    .limit(MESSAGE_PAGE_SIZE + 1);

function toMessage(row: Row, conversation: Conversation, readerId: string, reportedByMe: boolean): Message {
  const mine = row.authorAccountId === readerId;
  const hidden = row.hiddenAt !== null;
  return {
    _id: row.id,
    mine,
    autor:
      conversation.names[
        mine ? conversation.party : conversation.party === 'client' ? 'professional' : 'client'
      ],
    texto: hidden ? null : row.texto,
    foto: hidden || !row.photoKey ? null : photoPath(row),
    createdAt: row.createdAt.toISOString(),
    hidden,
    reportedByMe,
  };
}

/** `GET /solicitudes/{id}/mensajes`: the latest page (or the one older than `before`), newest last. */
export async function listMessages(
  db: Db,
  caller: Caller,
  id: string,
  before: string | undefined,
): Promise<ConversationResponse> {
  const conversation = await conversationOf(db, caller, id);
  const rows = await pageQuery(db, id, caller.id, before);
  const page = rows.slice(0, MESSAGE_PAGE_SIZE);
  const blocks = await db
    .select({ accountId: conversationParties.accountId })
    .from(conversationParties)
    .where(and(eq(conversationParties.solicitudId, id), isNotNull(conversationParties.blockedAt)));
  const other = conversation.party === 'client' ? 'professional' : 'client';
  return {
    mensajes: page
      .map(({ m, reportedByMe }) => toMessage(m, conversation, caller.id, reportedByMe))
      .reverse(),
    prev: rows.length > MESSAGE_PAGE_SIZE ? cursorOf(page[page.length - 1]!.m) : null,
    otherName: conversation.names[other],
    blockedByMe: blocks.some((b) => b.accountId === caller.id),
    blockedByOther: blocks.some((b) => b.accountId !== caller.id),
  };
}

/** Adds `unread` to the account's side of the conversation (creating it), or marks it read (`unread` null). */
export async function touchParty(
  tx: Db,
  solicitudId: string,
  accountId: string,
  unread: number | null,
  now: Date,
) {
  await tx
    .insert(conversationParties)
    .values({ solicitudId, accountId, unread: unread ?? 0, readAt: unread === null ? now : null })
    .onConflictDoUpdate({
      target: [conversationParties.solicitudId, conversationParties.accountId],
      set:
        unread === null
          ? { unread: 0, readAt: now }
          : { unread: sql`${conversationParties.unread} + ${unread}` },
    });
}

export type NewMessage = { texto: string; photo?: Buffer };

/**
 * Writes the caller's message (and stores its photo first, deleted again if the write fails), counts
 * it unread for the other party, marks the conversation read for the author, and tells both open
 * pages, all in one transaction. Refused while either party blocks the conversation.
 */
export async function writeMessage(
  deps: Pick<AppDeps, 'db' | 'files'>,
  caller: Caller,
  id: string,
  input: NewMessage,
  now: Date,
): Promise<Message> {
  const { db, files } = deps;
  const conversation = await conversationOf(db, caller, id);
  if (!conversation.otherAccountId) throw new AppError('CONFLICT', msg.conversations.blocked);
  const image = input.photo ? await processPhotoUpload(input.photo, 'foto') : null;
  if (!input.texto && !image) {
    throw new AppError('VALIDATION', msg.conversations.textRequired, {
      texto: msg.conversations.textRequired,
    });
  }
  const photoKey = image ? `private/messages/${randomUUID()}.webp` : null;
  if (image && photoKey) await files.put(photoKey, image.data, image.contentType);
  try {
    return await db.transaction(async (tx) => {
      const [blocked] = await tx
        .select({ at: conversationParties.blockedAt })
        .from(conversationParties)
        .where(and(eq(conversationParties.solicitudId, id), isNotNull(conversationParties.blockedAt)))
        .limit(1);
      if (blocked) throw new AppError('FORBIDDEN', msg.conversations.blocked);
      const [row] = await tx
        .insert(messages)
        .values({ solicitudId: id, authorAccountId: caller.id, texto: input.texto, photoKey, createdAt: now })
        .returning();
      const otherId = conversation.otherAccountId!;
      await touchParty(tx, id, otherId, 1, now);
      await touchParty(tx, id, caller.id, null, now);
      await publishLive(tx, [otherId, caller.id], { kind: 'message', solicitudId: id });
      // The other party's "message" notification (bell, push, WhatsApp, the e-mail digest), same transaction.
      await notify(tx, {
        userId: otherId,
        kind: 'message',
        title: fillMessage(msg.conversations.notifyTitle, { nombre: conversation.names[conversation.party] }),
        body: input.texto ? preview(input.texto) : msg.conversations.notifyPhoto,
        path: conversationPath(conversation),
        solicitudId: id,
        now,
      });
      return toMessage(row!, conversation, caller.id, false);
    });
  } catch (error) {
    if (photoKey) await files.delete(photoKey).catch(() => {});
    throw error;
  }
}

/** `GET /solicitudes/{id}/mensajes/{mensajeId}/foto`: the photo file's key, for a party of a message that shows it. */
export async function photoKeyOf(
  db: Db,
  files: FileStorage,
  caller: Caller,
  id: string,
  mensajeId: string,
  asAdmin: boolean,
) {
  if (!asAdmin) await conversationOf(db, caller, id);
  const [row] = await db
    .select({ key: messages.photoKey, hiddenAt: messages.hiddenAt })
    .from(messages)
    .where(and(eq(messages.id, mensajeId), eq(messages.solicitudId, id)));
  // A hidden message's photo is the admins' only.
  if (!row?.key || (row.hiddenAt && !asAdmin)) throw new AppError('NOT_FOUND');
  const file = await files.stream(row.key);
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}
