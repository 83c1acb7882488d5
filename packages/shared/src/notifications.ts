import { z } from 'zod';
import { ARGENTINA_OFFSET_MS } from './calendar.ts';
import * as msg from './messages.ts';
import { pageAnswerSchema, pageQueryFields } from './paging.ts';

// The notification centre (issue 42, part 3; decision 0059): one row per thing a person should
// hear of, listed under the header's bell, and delivered by the job runner on each outside channel
// the person chose (e-mail, the phone's notifications, WhatsApp). In-app is always on.

/** What a notification is about. `booking_reminder` is issue 43's reminder of a booked visit. */
export const NOTIFICATION_KINDS = [
  'new_request',
  'answer',
  'message',
  'expiry',
  'arrival',
  'payment_confirmed',
  'payment_rejected',
  'trial_ending',
  'verification_decided',
  'complaint_answered',
  'booking_reminder',
  'aguinaldo',
  'guarantee_claim',
  'guarantee_decided',
  'badge_notice',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The channels outside the app; in-app (the bell's list) is always on and is not a choice. */
export const OUTSIDE_CHANNELS = ['email', 'push', 'whatsapp'] as const;
export type ChannelName = (typeof OUTSIDE_CHANNELS)[number];

/** Channels quiet hours hold until they end; the in-app list and e-mail are never held. */
export const HELD_BY_QUIET_HOURS: readonly ChannelName[] = ['push', 'whatsapp'];

/**
 * How e-mail reaches a person for each kind (decision 0059):
 * - `own`: the feature that causes it already sends its own (richer) mail; the e-mail switch
 *   decides whether it goes, and the e-mail channel never sends a second one;
 * - `digest`: never one mail each; unread ones older than 15 minutes go out as one digest;
 * - `channel`: the e-mail channel sends the notification's title and text.
 */
export const EMAIL_MODE: Record<NotificationKind, 'own' | 'digest' | 'channel'> = {
  new_request: 'own',
  answer: 'own',
  message: 'digest',
  expiry: 'own',
  arrival: 'own',
  payment_confirmed: 'own',
  payment_rejected: 'own',
  trial_ending: 'own',
  verification_decided: 'own',
  complaint_answered: 'own',
  booking_reminder: 'channel',
  aguinaldo: 'own',
  guarantee_claim: 'own',
  guarantee_decided: 'own',
  badge_notice: 'channel',
};

/** The digest's wait: a message still unread after this goes into the next digest mail. */
export const MESSAGE_DIGEST_AFTER_MS = 15 * 60 * 1000;

/** A kind's switch label in the preferences (Mi Perfil / Perfil). */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  new_request: 'Pedidos nuevos',
  answer: 'Respuestas a tus pedidos',
  message: 'Mensajes',
  expiry: 'Pedidos vencidos',
  arrival: '¿Llegó a trabajar?',
  payment_confirmed: 'Pagos confirmados',
  payment_rejected: 'Pagos rechazados',
  trial_ending: 'Fin del período de prueba',
  verification_decided: 'Verificación de documentos',
  complaint_answered: 'Respuestas a tus denuncias',
  booking_reminder: 'Recordatorios de turnos',
  aguinaldo: 'Recordatorios de aguinaldo',
  guarantee_claim: 'Reclamos de garantía sobre tu trabajo',
  guarantee_decided: 'Decisiones de reclamos de garantía',
  badge_notice: 'Insignias: antecedentes y destacado',
};

export const CHANNEL_LABELS: Record<ChannelName, string> = {
  email: 'E-mail',
  push: 'Notificaciones del teléfono',
  whatsapp: 'WhatsApp',
};

/** Whether a channel is on for a kind when the person never touched the switch: all are. */
export const channelDefault = (_kind: NotificationKind, _channel: ChannelName): boolean => true;

// --- Quiet hours (Tucumán time: UTC−3 all year) ---------------------------------------------

const HOUR_MS = 60 * 60 * 1000;

export type QuietHours = {
  enabled: boolean;
  /** Hour of the day (0–23, Tucumán) they start, e.g. 22. */
  start: number;
  /** Hour of the day (0–23, Tucumán) they end, e.g. 8; before `start`: they span midnight. */
  end: number;
};
export const DEFAULT_QUIET_HOURS: QuietHours = { enabled: true, start: 22, end: 8 };

/**
 * When push and WhatsApp may go out for something that happens at `now`: `now` itself outside
 * quiet hours, else the instant they end (the next `end:00` in Tucumán).
 */
export function quietHoursRelease(now: Date, quiet: QuietHours): Date {
  if (!quiet.enabled || quiet.start === quiet.end) return now;
  const local = now.getTime() - ARGENTINA_OFFSET_MS;
  const dayStart = Math.floor(local / (24 * HOUR_MS)) * 24 * HOUR_MS;
  const hour = (local - dayStart) / HOUR_MS;
  const spansMidnight = quiet.start > quiet.end;
  const inside = spansMidnight
    ? hour >= quiet.start || hour < quiet.end
    : hour >= quiet.start && hour < quiet.end;
  if (!inside) return now;
  // Past midnight already (or the same day when it does not span it): they end today; else tomorrow.
  const endsToday = !spansMidnight || hour < quiet.end;
  const end = dayStart + (endsToday ? 0 : 24 * HOUR_MS) + quiet.end * HOUR_MS;
  return new Date(end + ARGENTINA_OFFSET_MS);
}

// --- API ----------------------------------------------------------------------------------------

export const notificationSchema = z.object({
  id: z.guid(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The page it leads to, inside the web app (`/dash/pedidos?pedido=…`). */
  path: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /notifications?page=&pageSize=`: unread first, then newest first. */
export const notificationsQuerySchema = z.object(pageQueryFields(20, 50));
export const notificationsResponseSchema = pageAnswerSchema('notifications', notificationSchema).extend({
  unread: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** `GET /notifications/unread-count`: the bell's figure. */
export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationParamsSchema = z.object({ id: z.guid(msg.api.invalidId) });

const hour = z.number().int().min(0, msg.notifications.invalidHour).max(23, msg.notifications.invalidHour);
export const quietHoursSchema = z.object({ enabled: z.boolean(), start: hour, end: hour });

const channelSwitches = z.object({ email: z.boolean(), push: z.boolean(), whatsapp: z.boolean() });
export type ChannelSwitches = z.infer<typeof channelSwitches>;

/**
 * `GET` / `PUT /notifications/preferences`. `channels` holds every kind; `available` says which
 * outside channels this server has and the person set up (the page shows only those switches).
 */
export const preferencesSchema = z.object({
  channels: z.record(z.enum(NOTIFICATION_KINDS), channelSwitches),
  quietHours: quietHoursSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;
export const preferencesResponseSchema = preferencesSchema.extend({
  available: z.object({ email: z.boolean(), push: z.boolean(), whatsapp: z.boolean() }),
});
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;

/** Every kind with every channel at its default. */
export function defaultChannels(): Preferences['channels'] {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [
      kind,
      Object.fromEntries(OUTSIDE_CHANNELS.map((c) => [c, channelDefault(kind, c)])) as ChannelSwitches,
    ]),
  ) as Preferences['channels'];
}

/** The kinds each profile page offers switches for (the other kinds never reach that person). */
export const KINDS_FOR: Record<'client' | 'professional', readonly NotificationKind[]> = {
  client: [
    'answer',
    'message',
    'expiry',
    'arrival',
    'booking_reminder',
    'aguinaldo',
    'payment_confirmed',
    'payment_rejected',
    'complaint_answered',
    'guarantee_decided',
  ],
  professional: [
    'new_request',
    'message',
    'expiry',
    'booking_reminder',
    'trial_ending',
    'payment_confirmed',
    'payment_rejected',
    'verification_decided',
    'badge_notice',
    'complaint_answered',
    'guarantee_claim',
    'guarantee_decided',
  ],
};
