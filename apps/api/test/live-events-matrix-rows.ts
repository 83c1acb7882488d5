import { all, plainRow, signedIn } from './matrix.ts';

// Live events (issue 42, decision 0058). The stream takes a ticket, never the Bearer token the
// matrix sends: without `?ticket=` every caller gets 401 (the stream itself is tested with tickets
// in features/live-events). The ticket is for any signed-in account.
export const LIVE_EVENTS_ROWS = [
  plainRow('POST /events/ticket', signedIn(200)),
  plainRow('GET /events', all(401)),
  {
    ...plainRow('GET /events', all(403), { query: '?ticket=no-es-un-ticket' }),
    endpoint: 'GET /events (bad ticket)',
  },
];
