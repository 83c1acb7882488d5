import {
  IMPRESSION_BATCH_MAX_ADS,
  IMPRESSION_BATCH_MAX_VIEWS,
  IMPRESSION_FLUSH_MS,
} from '@servihogar/shared/constants';

const PATH = '/api/advertisements/impressions';
const pending = new Map<string, number>();
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

/** Sends the views gathered so far in one request (a beacon when the page is going away). */
export function flushImpressions(leaving = false): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (pending.size === 0) return;
  const entries = [...pending].slice(0, IMPRESSION_BATCH_MAX_ADS);
  for (const [id] of entries) pending.delete(id);
  const views = Object.fromEntries(entries.map(([id, n]) => [id, Math.min(n, IMPRESSION_BATCH_MAX_VIEWS)]));
  const body = JSON.stringify({ views });
  if (leaving && typeof navigator.sendBeacon === 'function') {
    navigator.sendBeacon(PATH, new Blob([body], { type: 'application/json' }));
  } else {
    // Reach figures are best effort: a lost batch must never bother the visitor.
    void fetch(PATH, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    }).catch(() => undefined);
  }
  if (pending.size > 0) schedule();
}

function schedule() {
  timer ??= setTimeout(() => flushImpressions(), IMPRESSION_FLUSH_MS);
}

/** Counts one view of an ad; views travel in batches, never one request per view. */
export function recordImpression(adId: string): void {
  pending.set(adId, (pending.get(adId) ?? 0) + 1);
  if (!listening) {
    listening = true;
    window.addEventListener('pagehide', () => flushImpressions(true));
  }
  schedule();
}
