import type { LiveEventData } from '@servihogar/shared/live-events';

/** One frame of a `text/event-stream`: an event (id + data), or a comment (the heartbeat). */
export type Frame = { id?: string; data?: LiveEventData; comment?: string; retry?: string };

export type OpenStream = {
  status: number;
  contentType: string | null;
  /** The next frame that `match` accepts (frames before it are dropped); rejects when the stream ends first. */
  next(match?: (frame: Frame) => boolean): Promise<Frame>;
  /** The next event frame (with data), skipping comments. */
  nextEvent(): Promise<Frame>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

function parse(block: string): Frame {
  const frame: Frame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    else if (line.startsWith('id: ')) frame.id = line.slice(4);
    else if (line.startsWith('retry: ')) frame.retry = line.slice(7);
    else if (line.startsWith('data: ')) frame.data = JSON.parse(line.slice(6)) as LiveEventData;
  }
  return frame;
}

/** Opens `GET url` as an EventSource would and reads its frames as they come. */
export async function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const frames: Frame[] = [];
  const waiters: (() => void)[] = [];
  let done = false;
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  const ended = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          frames.push(parse(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // Aborted by close().
    } finally {
      done = true;
      wake();
    }
  })();
  const next = async (match: (frame: Frame) => boolean = () => true): Promise<Frame> => {
    for (;;) {
      const frame = frames.shift();
      if (frame) {
        if (match(frame)) return frame;
        continue;
      }
      if (done) throw new Error('the stream ended');
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    next,
    nextEvent: () => next((frame) => frame.data !== undefined),
    ended,
    close: () => abort.abort(),
  };
}
