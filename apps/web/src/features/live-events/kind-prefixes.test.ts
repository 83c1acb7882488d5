import { LIVE_EVENT_KINDS } from '@servihogar/shared/live-events';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { KIND_PREFIXES, prefixesOf } from './kind-prefixes.ts';

// Issue 42's contract: which queries each kind of live event makes the page read again.

describe('live event kinds → query key prefixes', () => {
  it('maps each kind to the prefixes of the shared contract', () => {
    expect(prefixesOf({ kind: 'message', solicitudId: 's1' })).toEqual([
      ['messages', 's1'],
      ['messages', 'unread'],
      ['solicitudes'],
    ]);
    expect(prefixesOf({ kind: 'solicitud', solicitudId: 's1' })).toEqual([['solicitudes']]);
    expect(prefixesOf({ kind: 'notification' })).toEqual([['notifications']]);
    expect(prefixesOf({ kind: 'booking' })).toEqual([['bookings']]);
  });

  it('has a row for every kind the server sends, and reads everything again on resync', () => {
    expect(Object.keys(KIND_PREFIXES).sort()).toEqual([...LIVE_EVENT_KINDS].sort());
    expect(prefixesOf({ kind: 'resync' })).toEqual([
      ['messages'],
      ['solicitudes'],
      ['notifications'],
      ['bookings'],
    ]);
  });

  it('invalidates by prefix: the conversation, the unread total and every solicitud list, not other conversations', async () => {
    const client = new QueryClient();
    const keys = [
      ['messages', 's1'],
      ['messages', 's2'],
      ['messages', 'unread'],
      ['solicitudes', 'mine'],
      ['solicitudes', 'inbox'],
      ['notifications', 'list'],
    ];
    for (const key of keys) client.setQueryData(key, 1);
    for (const queryKey of prefixesOf({ kind: 'message', solicitudId: 's1' }))
      await client.invalidateQueries({ queryKey });
    const stale = keys.filter((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([
      ['messages', 's1'],
      ['messages', 'unread'],
      ['solicitudes', 'mine'],
      ['solicitudes', 'inbox'],
    ]);
  });
});
