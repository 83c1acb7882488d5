import type { LiveEventData } from '@servihogar/shared/live-events';

/** What of the browser's EventSource the connection uses (tests give their own). */
export type EventSourceLike = {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent<string>) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
};

export type LiveConnectionDeps = {
  /** `POST /events/ticket` (with the session's token): a ticket good for a minute. */
  ticket(): Promise<string>;
  open(url: string): EventSourceLike;
  onEvent(data: LiveEventData): void;
};

/** EventSource.CLOSED: the browser gave up (a refused ticket, a 429): the page opens a new one. */
const CLOSED = 2;
/** Waits before opening a new stream: doubled after each failure, back to the first once one opens. */
export const FIRST_WAIT_MS = 1_000;
export const MAX_WAIT_MS = 30_000;

/**
 * One `GET /events` stream for the page (decision 0058). While the stream only drops, the browser
 * reconnects by itself and sends `Last-Event-ID`. When it gives up (the ticket expired, the server
 * refused), a new ticket is asked for and a new stream opened with `?lastEventId=` the last event
 * heard, after a growing wait, so nothing in between is lost.
 */
export function startLiveConnection(deps: LiveConnectionDeps): { stop(): void } {
  let source: EventSourceLike | null = null;
  let lastEventId: string | null = null;
  let waitMs = FIRST_WAIT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const retryLater = () => {
    if (stopped) return;
    timer = setTimeout(() => void connect(), waitMs);
    waitMs = Math.min(waitMs * 2, MAX_WAIT_MS);
  };

  const connect = async () => {
    let ticket: string;
    try {
      ticket = await deps.ticket();
    } catch {
      return retryLater();
    }
    if (stopped) return;
    const query = new URLSearchParams({ ticket });
    if (lastEventId) query.set('lastEventId', lastEventId);
    const opened = deps.open(`/events?${query}`);
    source = opened;
    opened.onopen = () => {
      waitMs = FIRST_WAIT_MS;
    };
    opened.onmessage = (event) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      let data: LiveEventData;
      try {
        data = JSON.parse(event.data) as LiveEventData;
      } catch {
        return;
      }
      deps.onEvent(data);
    };
    opened.onerror = () => {
      if (opened.readyState !== CLOSED || source !== opened) return;
      opened.close();
      source = null;
      retryLater();
    };
  };

  void connect();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      source = null;
    },
  };
}
