import { DAY_MS } from '@servihogar/shared/constants';
import { describe, expect, it } from 'vitest';
import { NOW } from '../../../test/build-test-app.ts';
import { explain } from '../../../test/explain.ts';
import { requestLoopApp } from '../../../test/request-loop-app.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { inboxQuery, mineQuery } from './solicitudes-lists.ts';

// The inbox (/dash/pedidos) and Mis solicitudes through HTTP: keyset pages, newest first.

describe('the request lists', () => {
  const { ctx, parties, get } = requestLoopApp();

  it('pages the inbox and Mis solicitudes by keyset, newest first', async () => {
    const p = await parties();
    const rows = Array.from({ length: 25 }, (_, i) => ({
      clientAccountId: p.accounts.client.id,
      professionalId: p.pro.id,
      categorySlug: 'plomero',
      // Two by two at the same instant: the id breaks the tie.
      createdAt: new Date(NOW.getTime() - Math.floor(i / 2) * DAY_MS),
    }));
    await ctx.t.db.insert(solicitudes).values(rows);
    for (const [who, url] of [
      [p.provider, '/solicitudes/inbox'],
      [p.client, '/solicitudes/mine'],
    ] as const) {
      const first = (await get(who, url)).json();
      expect(first.solicitudes).toHaveLength(20);
      const second = (await get(who, `${url}?before=${encodeURIComponent(first.next)}`)).json();
      expect(second.solicitudes).toHaveLength(5);
      expect(second.next).toBeNull();
      const ids = [...first.solicitudes, ...second.solicitudes].map((s: { _id: string }) => s._id);
      expect(new Set(ids).size).toBe(25);
      const times = [...first.solicitudes, ...second.solicitudes].map(
        (s: { createdAt: string }) => s.createdAt,
      );
      expect(times).toEqual([...times].sort().reverse());
      expect((await get(who, `${url}?before=nope`)).statusCode).toBe(400);
    }
    expect((await get(p.client, '/solicitudes/inbox')).statusCode).toBe(403);

    // Both pages are index range scans in the lists' order: nothing is sorted, whatever the size.
    const cursor = `${NOW.toISOString()}_00000000-0000-4000-8000-000000000000`;
    for (const query of [
      inboxQuery(ctx.t.db, p.pro.id, p.accounts.provider.id, undefined),
      inboxQuery(ctx.t.db, p.pro.id, p.accounts.provider.id, cursor),
      mineQuery(ctx.t.db, p.accounts.client.id, undefined),
      mineQuery(ctx.t.db, p.accounts.client.id, cursor),
    ]) {
      const plan = await explain(ctx.t.db, query);
      expect(plan).toMatch(/solicitudes_(professional|client)_idx/);
      expect(plan).not.toMatch(/\bSort\b/);
    }
  });
});
