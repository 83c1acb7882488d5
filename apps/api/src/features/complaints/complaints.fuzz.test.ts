import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAdmin } from '../../../test/accounts.ts';
import { testAppOfSuite } from '../../../test/build-test-app.ts';
import { complaintsFuzzRequests } from '../../../test/complaints-fuzz-rows.ts';
import { insertComplaint } from '../../../test/complaints-matrix-rows.ts';
import { complaints } from '../../db/tables/complaints.table.ts';

describe('complaints routes under hostile input', () => {
  const t = testAppOfSuite();
  let admin: SignedIn;
  let adminId: string;

  beforeAll(async () => {
    ({ adminId, admin } = await signInAdmin(t()));
  });

  it('never answers a 500, always the JSON error model on a refusal', async () => {
    const { id } = await insertComplaint(t().db);
    const requests = complaintsFuzzRequests(id);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const request of requests) {
      // As an admin, the one caller every route lets through to validation; the admin's earlier
      // complaints are removed so the hourly limit never hides what an insert would do.
      if (request.method === 'POST')
        await t().db.delete(complaints).where(eq(complaints.authorAccountId, adminId));
      const res = await t().app.inject({
        ...request,
        headers: { ...(request.headers as object), ...admin.auth },
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const body = res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : null;
      if (res.statusCode >= 500 || (res.statusCode >= 400 && typeof body?.message !== 'string')) {
        failures.push(
          `${request.method} ${request.url} ${JSON.stringify(request.payload)?.slice(0, 80)}: ${res.statusCode}`,
        );
      }
    }
    console.log(`complaints fuzz: ${requests.length} requests`, Object.fromEntries(statuses));
    expect(failures).toEqual([]);
    expect(statuses.get(400)).toBeGreaterThan(100);
  });
});
