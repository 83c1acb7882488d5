import type { ProfessionalDetail } from '@servihogar/shared/professionals';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listedCondition, listedUntil } from '../../db/listing.ts';
import {
  publicColumns,
  servicesJson,
  signalColumns,
  toPublicWithServices,
} from '../../db/public-professional.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { AppError } from '../../lib/errors.ts';
import { listComments } from '../comments/comments.service.ts';

/**
 * A listed professional's public profile with its comments (404 for unknown or unlisted ones), and
 * the instant at which time alone unlists it (for the response cache).
 */
export async function getProfessionalUntil(
  db: Db,
  id: string,
  now: Date,
): Promise<{ value: ProfessionalDetail; until: Date | null }> {
  const [[row], comentarios] = await Promise.all([
    db
      .select({ ...publicColumns, ...signalColumns, servicio: servicesJson, until: listedUntil })
      .from(professionals)
      .where(and(eq(professionals.id, id), listedCondition(now))),
    listComments(db, id),
  ]);
  if (!row) throw new AppError('NOT_FOUND');
  return {
    value: { ...toPublicWithServices(row), comentarios },
    until: Number.isFinite(row.until) ? new Date(row.until) : null,
  };
}
