import { NOW } from '../../../test/build-test-app.ts';
import type { Db } from '../../db/client.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A solicitud of these parties with these facts: by default accepted, and done the day before NOW,
 * so its client may claim the guarantee. Resolves with its id.
 */
export async function hiredSolicitud(
  db: Db,
  parties: { accounts: { client: { id: string } }; pro: { id: string } },
  facts: Partial<typeof solicitudes.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(solicitudes)
    .values({
      clientAccountId: parties.accounts.client.id,
      professionalId: parties.pro.id,
      categorySlug: 'plomero',
      createdAt: new Date(NOW.getTime() - 3 * DAY_MS),
      answer: 'acepto',
      answeredAt: new Date(NOW.getTime() - 3 * DAY_MS),
      doneAt: new Date(NOW.getTime() - DAY_MS),
      doneBy: 'professional',
      ...facts,
    })
    .returning({ id: solicitudes.id });
  return row!.id;
}
