import { z } from 'zod';

/**
 * What an open page hears on `GET /events` (issue 42): only that something changed, never the data
 * itself. The page reads the list again; the database stays the truth (design §5, live events).
 */
export const LIVE_EVENT_KINDS = ['message', 'solicitud', 'notification', 'booking'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

export type LiveEvent = {
  kind: LiveEventKind;
  /** The solicitud whose conversation or state changed, when there is one. */
  solicitudId?: string;
};

/**
 * What a stream's `data:` line holds: a live event, or `resync` when events the page asked for
 * (its `Last-Event-ID`) are no longer kept — the page then reads every live list again.
 */
export type LiveEventData = LiveEvent | { kind: 'resync' };

/** `POST /events/ticket`: the short-lived, single-purpose ticket `GET /events?ticket=` takes. */
export const liveTicketSchema = z.object({ ticket: z.string(), expiresInSeconds: z.number().int() });
export type LiveTicket = z.infer<typeof liveTicketSchema>;

/**
 * `GET /events?ticket=&lastEventId=`: `lastEventId` is for a page that opens a new stream itself
 * (the browser's own reconnection sends the `Last-Event-ID` header instead).
 */
export const liveEventsQuerySchema = z.object({
  ticket: z.string().max(1000).optional(),
  lastEventId: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});
