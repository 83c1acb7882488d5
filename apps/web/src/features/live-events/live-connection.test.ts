import type { LiveEventData } from '@servihogar/shared/live-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EventSourceLike, FIRST_WAIT_MS, startLiveConnection } from './live-connection.ts';

// The page's one stream (decision 0058): the browser's own reconnection is left alone; when it
// gives up, a new ticket and a new stream after a growing wait, resuming after the last event heard.
// The EventSource here is the browser's part, played by the test: it opens, delivers, gives up.

class BrowserSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  deliver(id: string, data: LiveEventData) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data), lastEventId: id }));
  }
  /** The connection dropped; the browser will retry by itself (readyState CONNECTING). */
  drop() {
    this.readyState = 0;
    this.onerror?.(new Event('error'));
  }
  /** The browser gave up (the server refused the stream). */
  giveUp() {
    this.readyState = 2;
    this.onerror?.(new Event('error'));
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

describe('the live connection', () => {
  let sources: BrowserSource[];
  let events: LiveEventData[];
  let tickets: number;
  let failTickets: boolean;
  const start = () =>
    startLiveConnection({
      ticket: async () => {
        if (failTickets) throw new Error('sin red');
        tickets += 1;
        return `t${tickets}`;
      },
      open: (url) => {
        const source = new BrowserSource(url);
        sources.push(source);
        return source;
      },
      onEvent: (data) => events.push(data),
    });

  beforeEach(() => {
    vi.useFakeTimers();
    sources = [];
    events = [];
    tickets = 0;
    failTickets = false;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens one stream with a ticket and hands over each event', async () => {
    const connection = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sources.map((s) => s.url)).toEqual(['/events?ticket=t1']);
    sources[0]!.open();
    sources[0]!.deliver('1', { kind: 'message', solicitudId: 's1' });
    expect(events).toEqual([{ kind: 'message', solicitudId: 's1' }]);
    connection.stop();
    expect(sources[0]!.closed).toBe(true);
  });

  it('leaves a dropped stream to the browser, and opens a new one after the last event once it gives up', async () => {
    const connection = start();
    await vi.advanceTimersByTimeAsync(0);
    const first = sources[0]!;
    first.open();
    first.deliver('7', { kind: 'solicitud', solicitudId: 's2' });
    first.drop();
    await vi.advanceTimersByTimeAsync(FIRST_WAIT_MS * 4);
    expect(sources).toHaveLength(1);
    first.giveUp();
    expect(first.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(FIRST_WAIT_MS - 1);
    expect(sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources.map((s) => s.url)).toEqual(['/events?ticket=t1', '/events?ticket=t2&lastEventId=7']);
    connection.stop();
  });

  it('waits longer after each failure, and starts over once a stream opens', async () => {
    const connection = start();
    await vi.advanceTimersByTimeAsync(0);
    sources[0]!.giveUp();
    await vi.advanceTimersByTimeAsync(FIRST_WAIT_MS);
    expect(sources).toHaveLength(2);
    sources[1]!.giveUp();
    await vi.advanceTimersByTimeAsync(FIRST_WAIT_MS);
    expect(sources).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(FIRST_WAIT_MS);
    expect(sources).toHaveLength(3);
    // No ticket (no network): tried again later, not in a loop.
    failTickets = true;
    sources[2]!.open();
    sources[2]!.giveUp();
    await vi.advanceTimersByTimeAsync(FIRST_WAIT_MS);
    expect(sources).toHaveLength(3);
    failTickets = false;
    await vi.advanceTimersByTimeAsync(FIRST_WAIT_MS * 2);
    expect(sources).toHaveLength(4);
    connection.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sources).toHaveLength(4);
  });
});
