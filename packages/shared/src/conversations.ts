import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from './constants.ts';
import * as msg from './messages.ts';
import { requiredText } from './text.ts';

// The conversation of a solicitud (issue 42): its two parties write to each other; admins see only
// the conversations someone reported.

export const MESSAGE_TEXT_MAX = 1000;
export const REPORT_REASON_MAX = 300;
/** Messages per page of `GET /solicitudes/{id}/mensajes`. */
export const MESSAGE_PAGE_SIZE = 30;
/** Messages one person may write per hour, across all their conversations. */
export const MESSAGES_PER_HOUR = 60;
/** The photo of a message: judged by its bytes, re-encoded as WebP without metadata. */
export const MESSAGE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** `POST /solicitudes/{id}/mensajes`: the text (JSON). */
export const messageBodySchema = z.object({
  texto: requiredText(MESSAGE_TEXT_MAX, msg.conversations.textRequired, msg.conversations.textMax),
});

/** The text field of `POST /solicitudes/{id}/mensajes/foto` (multipart): optional beside the photo. */
export const photoMessageFieldsSchema = z.object({
  texto: z.string().trim().max(MESSAGE_TEXT_MAX, msg.conversations.textMax).default(''),
});

/** Keyset paging of a conversation: `before` is the previous page's `prev` (older messages). */
export const messagePageQuerySchema = z.object({
  before: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_[0-9a-f-]{36}$/, msg.api.invalidQuery)
    .optional(),
});

export const conversationParamsSchema = z.object({ id: z.guid(msg.api.invalidId) });
export const messageParamsSchema = z.object({
  id: z.guid(msg.api.invalidId),
  mensajeId: z.guid(msg.api.invalidId),
});
export const hideParamsSchema = z.object({ mensajeId: z.guid(msg.api.invalidId) });

/** A message as one of the two parties sees it. */
export const messageSchema = z.object({
  _id: z.guid(),
  /** Whether the reader wrote it. */
  mine: z.boolean(),
  /** The author's name as the reader knows them (the client as first name and initial). */
  autor: z.string(),
  /** Null once an admin hid it. */
  texto: z.string().nullable(),
  /** The photo's private path (fetched with the session), or null. */
  foto: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  hidden: z.boolean(),
  /** Whether the reader reported it. */
  reportedByMe: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationResponseSchema = z.object({
  /** Oldest first: the newest message is the last. */
  mensajes: z.array(messageSchema),
  /** The cursor of the page of older messages, or null when there are none. */
  prev: z.string().nullable(),
  /** The other party's name as the reader knows them. */
  otherName: z.string(),
  blockedByMe: z.boolean(),
  blockedByOther: z.boolean(),
});
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

export const messageResponseSchema = z.object({ mensaje: messageSchema });

/** `POST /solicitudes/{id}/mensajes/{mensajeId}/report` ("Denunciar mensaje"). */
export const reportBodySchema = z.object({
  reason: requiredText(REPORT_REASON_MAX, msg.conversations.reportReasonRequired, msg.requests.hideReasonMax),
});

/** `POST /solicitudes/mensajes/{mensajeId}/hide` (Admin). */
export const hideMessageBodySchema = z.object({
  reason: requiredText(REPORT_REASON_MAX, msg.requests.hideReasonRequired, msg.requests.hideReasonMax),
});

/** `GET /solicitudes/mensajes/unread`: the header's total. */
export const unreadTotalResponseSchema = z.object({ total: z.number().int().nonnegative() });

/** `GET /solicitudes/reported` (Admin): only the conversations with a report, latest report first. */
export const reportedConversationsResponseSchema = z.object({
  conversaciones: z.array(
    z.object({
      solicitudId: z.guid(),
      client: z.object({ _id: z.guid(), nombre: z.string() }),
      professional: z.object({ _id: z.guid(), accountId: z.guid().nullable(), nombre: z.string() }),
      reports: z.number().int(),
      lastReportAt: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type ReportedConversations = z.infer<typeof reportedConversationsResponseSchema>;

/** `GET /solicitudes/reported/{id}` (Admin): a reported conversation whole, hidden messages and reports included. */
export const reportedConversationResponseSchema = z.object({
  mensajes: z.array(
    z.object({
      _id: z.guid(),
      authorId: z.guid(),
      autor: z.string(),
      party: z.enum(['client', 'professional']),
      texto: z.string(),
      foto: z.string().nullable(),
      createdAt: z.iso.datetime({ offset: true }),
      hiddenReason: z.string().nullable(),
      reports: z.array(z.object({ reason: z.string(), createdAt: z.iso.datetime({ offset: true }) })),
    }),
  ),
});
export type ReportedConversation = z.infer<typeof reportedConversationResponseSchema>;

/** The send box in the browser: a text, a photo (JPEG, PNG or WebP), or both. */
export const messageFormSchema = z
  .object({
    texto: z.string().trim().max(MESSAGE_TEXT_MAX, msg.conversations.textMax),
    foto: z
      .custom<File>((v) => typeof Blob !== 'undefined' && v instanceof Blob)
      .refine(
        (file) => (MESSAGE_PHOTO_TYPES as readonly string[]).includes(file.type),
        msg.conversations.photoOnly,
      )
      .refine((file) => file.size <= UPLOAD_MAX_BYTES, msg.api.tooLarge)
      .nullish(),
  })
  .refine((v) => v.texto !== '' || Boolean(v.foto), {
    message: msg.conversations.textRequired,
    path: ['texto'],
  });
