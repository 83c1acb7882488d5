import type { Advertisement } from '@servihogar/shared/ads';
import { and, desc, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../plugins/files.ts';
import { advertisements } from './ads.table.ts';

/** Ads whose active window contains `now` (an open end means no limit), newest first. */
export async function listActiveAds(db: Db, files: FileStorage, now: Date): Promise<Advertisement[]> {
  const rows = await db
    .select()
    .from(advertisements)
    .where(
      and(
        or(isNull(advertisements.activeFrom), lte(advertisements.activeFrom, now)),
        or(isNull(advertisements.activeUntil), gt(advertisements.activeUntil, now)),
      ),
    )
    .orderBy(desc(advertisements.createdAt), advertisements.id);
  return rows.map((ad) => ({
    _id: ad.id,
    type: ad.type as Advertisement['type'],
    imageUrl: ad.imageKey ? files.publicUrl(ad.imageKey) : (ad.imageUrl ?? ''),
    link: ad.link,
  }));
}
