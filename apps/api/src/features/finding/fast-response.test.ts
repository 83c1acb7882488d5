import * as msg from '@servihogar/shared/messages';
import { professionalsListQuerySchema } from '@servihogar/shared/professionals';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts.ts';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { explain } from '../../../test/explain.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { listedNames, pageReader } from '../../../test/page-reader.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { refreshResponseStats } from '../solicitudes/response-stats.ts';
import { listingQuery } from './listing-query.sql.ts';

// Issue 27's "Responde rápido" on GET /professionals: the response signal of decision 0031 says
// "en menos de 1 hora" or "en el día"; no signal (under 3 requests) or "2–3 días" is not fast.

const HOUR_MS = 60 * 60 * 1000;

type ListBody = { professionals: { nombre: string }[]; total?: number };

describe('"Responde rápido" on the category and search pages', () => {
  const t = testAppOfSuite({ now: () => NOW });
  let clientId: string;
  const ids: Record<string, string> = {};

  const get = (query: Record<string, string>) =>
    t().app.inject({ url: `/professionals?${new URLSearchParams(query)}` });
  const list = pageReader<ListBody>(() => t().app, '/professionals');
  const names = listedNames(() => t().app);

  /** `count` requests made 10 days ago to a professional, each answered after `delayMs`, stats refreshed. */
  async function answered(nombre: string, count: number, delayMs: number) {
    const createdAt = new Date(NOW.getTime() - 10 * 24 * HOUR_MS);
    await t()
      .db.insert(solicitudes)
      .values(
        Array.from({ length: count }, () => ({
          clientAccountId: clientId,
          professionalId: ids[nombre]!,
          categorySlug: 'plomero',
          createdAt,
          answeredAt: new Date(createdAt.getTime() + delayMs),
          answer: 'acepto' as const,
        })),
      );
    await refreshResponseStats(t().db, ids[nombre]!, NOW);
  }

  beforeAll(async () => {
    clientId = (await createAccount(t().db, { roles: ['Cliente'] })).id;
    for (const [nombre, ciudad] of [
      ['Ana', 'Yerba Buena'],
      ['Bruno', 'Yerba Buena'],
      ['Ciro', 'Tafí Viejo'],
      ['Dora', 'Yerba Buena'],
      ['Elsa', 'Yerba Buena'],
    ] as const) {
      ids[nombre] = (
        await insertProfessional(t().db, { now: NOW, nombre, ciudad, services: ['plomero'] })
      ).id;
    }
    await answered('Ana', 3, 20 * 60 * 1000); // in less than an hour
    await answered('Bruno', 3, 5 * HOUR_MS); // within the day
    await answered('Ciro', 3, 30 * 60 * 1000); // fast, in another city
    await answered('Dora', 3, 50 * HOUR_MS); // in 2–3 days: not fast
    await answered('Elsa', 2, 10 * 60 * 1000); // fast but under 3 requests: no signal yet
  });

  it('keeps those answering within the day, with the count, and combines with the other filters', async () => {
    const fast = await list({ servicio: 'plomero', respondeRapido: 'true' });
    expect(fast.professionals.map((p) => p.nombre).sort()).toEqual(['Ana', 'Bruno', 'Ciro']);
    expect(fast.total).toBe(3);
    expect(await names({ servicio: 'plomero', respondeRapido: 'true', ciudad: 'yerba buena' })).toEqual([
      'Ana',
      'Bruno',
    ]);
    // The search page: the same filter beside the search words.
    expect(await names({ q: 'plomero', respondeRapido: 'true' })).toEqual(['Ana', 'Bruno', 'Ciro']);
    // 'false' and no value are the whole list.
    expect(await names({ servicio: 'plomero', respondeRapido: 'false' })).toHaveLength(5);
    expect(await names({ servicio: 'plomero' })).toHaveLength(5);
  });

  it('follows the signal as it changes (the cached list is keyed and refreshed)', async () => {
    const query = { servicio: 'plomero', respondeRapido: 'true', ciudad: 'Yerba Buena' };
    expect(await names(query)).toEqual(['Ana', 'Bruno']);
    // Elsa's third quick answer gives her the signal: the same URL now lists her.
    await answered('Elsa', 1, 10 * 60 * 1000);
    expect(await names(query)).toEqual(['Ana', 'Bruno', 'Elsa']);
    // The unfiltered list of the same category is a different entry, still everyone.
    expect(await names({ servicio: 'plomero', ciudad: 'Yerba Buena' })).toEqual([
      'Ana',
      'Bruno',
      'Dora',
      'Elsa',
    ]);
  });

  it('refuses any other value with the Spanish message, never a 500', async () => {
    for (const value of ['si', '1', 'TRUE', '', "' or 1=1 --"]) {
      const res = await get({ servicio: 'plomero', respondeRapido: value });
      expect(res.statusCode, value).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(msg.finding.invalidFastResponse);
    }
  });

  it('probes the response summary by its primary key (EXPLAIN)', async () => {
    const query = professionalsListQuerySchema.parse({ servicio: 'plomero', respondeRapido: 'true' });
    expect(await explain(t().db, listingQuery(t().db, query, NOW))).toContain(
      'professional_response_stats_pkey',
    );
  });
});
