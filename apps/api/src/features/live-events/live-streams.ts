import type { ServerResponse } from 'node:http';
import type { LiveEvent, LiveEventData } from '@servihogar/shared/live-events';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { LiveNotice } from '../../db/live-events.ts';
import { eventsAfter, lastSeqOf, REPLAY_PAGE } from './live-events.service.ts';

/** A page that reads this slowly (this much unsent) is cut; it reconnects and catches up. */
const MAX_UNSENT_BYTES = 64 * 1024;
/** Streams caught up at once after the listener came back. */
const RESUME_BATCH = 50;
/** How long the browser waits before reconnecting a stream that ended (the SSE `retry:` field). */
export const RETRY_MS = 2_000;

const frame = (seq: number, data: LiveEventData) => `id: ${seq}\ndata: ${JSON.stringify(data)}\n\n`;

export type LiveHub = {
  /** Open streams of the account on this replica. */
  countOf(accountId: string): number;
  /** Starts a stream: from the account's next event, or after `lastEventId` (replayed from the table). */
  open(accountId: string, raw: ServerResponse, lastEventId: number | null): void;
  /** A NOTIFY payload of `publishLive`. */
  deliver(payload: string): void;
  /** The listener was away: every stream reads what it may have missed. */
  resumeAll(): void;
  /** Ends every stream (the server stops; the pages reconnect elsewhere and resume). */
  closeAll(): void;
  stop(): void;
};

type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * One stream: the last event number written to its page, and the catching-up from the table when
 * a number is skipped (its start, a missed NOTIFY), one read at a time.
 */
class Stream {
  /** Null until the first event when the page gave no Last-Event-ID (no read at all to open it). */
  last: number | null = null;
  private syncing: Promise<void> | null = null;
  private again = false;
  closed = false;

  constructor(
    readonly accountId: string,
    readonly raw: ServerResponse,
    private readonly db: Db,
    private readonly log: Log,
  ) {}

  write(text: string) {
    if (this.closed) return;
    if (this.raw.writableLength > MAX_UNSENT_BYTES) return void this.raw.destroy();
    this.raw.write(text);
  }

  start(lastEventId: number | null) {
    if (lastEventId === null) return;
    this.syncing = this.resume(lastEventId)
      .catch((error: unknown) => this.failed(error))
      .finally(() => this.settled());
  }

  offer(seq: number, event: LiveEvent) {
    if (this.closed) return;
    // A read in hand (a resume after Last-Event-ID, a catch-up) reads again after it: no event
    // may overtake the ones it is about to write.
    if (this.syncing) return this.sync();
    if (this.last === null) {
      // Opened without Last-Event-ID: the first event heard is where this page starts.
      this.last = seq;
      this.write(frame(seq, event));
      return;
    }
    if (seq <= this.last) return;
    if (seq === this.last + 1) {
      this.last = seq;
      this.write(frame(seq, event));
      return;
    }
    this.sync();
  }

  sync() {
    if (this.closed) return;
    if (this.syncing) {
      this.again = true;
      return;
    }
    this.syncing = this.catchUp()
      .catch((error: unknown) => this.failed(error))
      .finally(() => this.settled());
  }

  /** Resolves once no read is in hand (tests, resumeAll's batches). */
  async idle() {
    while (this.syncing) await this.syncing;
  }

  private settled() {
    this.syncing = null;
    if (this.again) {
      this.again = false;
      this.sync();
    }
  }

  private failed(error: unknown) {
    // The database is away: the page keeps its stream; the next event or the listener's return reads again.
    this.log.warn({ err: error }, 'live events: no se pudo leer lo pendiente');
  }

  private async resume(lastEventId: number) {
    const newest = await lastSeqOf(this.db, this.accountId);
    if (lastEventId > newest) {
      // Not a number of this account's (another database, a forged header): read everything again.
      this.last = newest;
      this.write(frame(newest, { kind: 'resync' }));
      return;
    }
    this.last = lastEventId;
    await this.catchUp();
  }

  private async catchUp() {
    if (this.last === null) {
      // The listener was away before this page heard anything: what it missed is unknown, so the
      // page reads every live list again, and numbers start from the account's newest.
      const newest = await lastSeqOf(this.db, this.accountId);
      if (this.last === null) {
        this.last = newest;
        this.write(frame(newest, { kind: 'resync' }));
      }
      return;
    }
    for (;;) {
      const rows = await eventsAfter(this.db, this.accountId, this.last);
      if (this.closed || rows.length === 0) return;
      const first = rows[0]!.seq;
      // Events no longer kept (older than a day): the page reads every live list again.
      if (first > (this.last ?? 0) + 1) this.write(frame(first - 1, { kind: 'resync' }));
      for (const { seq, event } of rows) this.write(frame(seq, event));
      this.last = rows.at(-1)!.seq;
      if (rows.length < REPLAY_PAGE) return;
    }
  }
}

export function createLiveHub({ db, heartbeatMs, log }: { db: Db; heartbeatMs: number; log: Log }): LiveHub {
  const byAccount = new Map<string, Set<Stream>>();

  const heartbeat = setInterval(() => {
    for (const streams of byAccount.values()) for (const stream of streams) stream.write(':\n\n');
  }, heartbeatMs);
  heartbeat.unref();

  const remove = (stream: Stream) => {
    stream.closed = true;
    const streams = byAccount.get(stream.accountId);
    streams?.delete(stream);
    if (streams?.size === 0) byAccount.delete(stream.accountId);
  };

  const all = () => [...byAccount.values()].flatMap((streams) => [...streams]);

  return {
    countOf: (accountId) => byAccount.get(accountId)?.size ?? 0,
    open(accountId, raw, lastEventId) {
      const stream = new Stream(accountId, raw, db, log);
      const streams = byAccount.get(accountId) ?? new Set<Stream>();
      byAccount.set(accountId, streams);
      streams.add(stream);
      raw.once('close', () => remove(stream));
      raw.write(`retry: ${RETRY_MS}\n:\n\n`);
      stream.start(lastEventId);
    },
    deliver(payload) {
      let notice: LiveNotice;
      try {
        notice = JSON.parse(payload) as LiveNotice;
      } catch {
        return;
      }
      for (const [accountId, seq] of notice.to ?? []) {
        const streams = byAccount.get(accountId);
        if (streams) for (const stream of streams) stream.offer(seq, notice.event);
      }
    },
    resumeAll() {
      const streams = all();
      void (async () => {
        for (let i = 0; i < streams.length; i += RESUME_BATCH) {
          const batch = streams.slice(i, i + RESUME_BATCH);
          for (const stream of batch) stream.sync();
          await Promise.all(batch.map((stream) => stream.idle()));
        }
      })();
    },
    closeAll() {
      for (const stream of all()) {
        remove(stream);
        stream.raw.end();
      }
    },
    stop() {
      clearInterval(heartbeat);
    },
  };
}
