/**
 * What an open page hears on `GET /events` (issue 42): only that something changed, never the data
 * itself. The page reads the list again; the database stays the truth (design §5, live events).
 */
export const LIVE_EVENT_KINDS = ['message', 'solicitud', 'notification'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

export type LiveEvent = {
  kind: LiveEventKind;
  /** The solicitud whose conversation or state changed, when there is one. */
  solicitudId?: string;
};
