import {
  type AdFields,
  type Advertisement,
  adState,
  type ImpressionBatch,
  type ManagedAd,
} from '@servihogar/shared/ads';
import { AD_IMAGE_SCALE, AD_SLOT_SIZES, type AdType } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { writeAudit } from '../../accounts/audit.service.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { advertisements } from '../../db/tables/ads.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { AppError } from '../../lib/errors.ts';
import { keyFromPublicUrl } from '../../lib/file-keys.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { processImageUpload } from '../../lib/images.ts';
import { replacePhoto } from '../../lib/replace-photo.ts';
import type { Caller } from '../../plugins/auth.ts';

type Row = typeof advertisements.$inferSelect;

export const clickPath = (id: string) => `/api/advertisements/${id}/click`;

const imageUrlOf = (files: FileStorage, ad: Row) =>
  ad.imageKey ? files.publicUrl(ad.imageKey) : (ad.imageUrl ?? '');

/** Ads not paused whose window contains `now` (an open end means no limit), newest first. */
export async function listActiveAds(db: Db, files: FileStorage, now: Date): Promise<Advertisement[]> {
  const rows = await db
    .select()
    .from(advertisements)
    .where(
      and(
        eq(advertisements.paused, false),
        or(isNull(advertisements.activeFrom), lte(advertisements.activeFrom, now)),
        or(isNull(advertisements.activeUntil), gt(advertisements.activeUntil, now)),
      ),
    )
    .orderBy(desc(advertisements.createdAt), advertisements.id);
  return rows.map((ad) => ({
    _id: ad.id,
    type: ad.type as AdType,
    imageUrl: imageUrlOf(files, ad),
    // Clicks go through the counting redirect, which only ever sends to the stored link.
    link: ad.link ? clickPath(ad.id) : null,
  }));
}

/** The next instant after `now` at which an unpaused ad's window opens or closes (null: none). */
export async function nextAdWindowEdge(db: Db, now: Date): Promise<Date | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      at: sql<number | null>`extract(epoch from least(
        min(${advertisements.activeFrom}) filter (where ${advertisements.activeFrom} > ${at}),
        min(${advertisements.activeUntil}) filter (where ${advertisements.activeUntil} > ${at}))) * 1000`,
    })
    .from(advertisements)
    .where(eq(advertisements.paused, false));
  return row?.at == null ? null : new Date(Number(row.at));
}

/** A client with an approved Premium plan running at `now` sees no advertising (product §10). */
export async function isAdFree(db: Db, accountId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ premiumUntil: accounts.premiumUntil })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return !!row?.premiumUntil && row.premiumUntil > now;
}

function managedView(files: FileStorage, ad: Row, now: Date): ManagedAd {
  return {
    _id: ad.id,
    type: ad.type as AdType,
    title: ad.title,
    imageUrl: imageUrlOf(files, ad),
    linkUrl: ad.link,
    startsAt: ad.activeFrom?.toISOString() ?? null,
    endsAt: ad.activeUntil?.toISOString() ?? null,
    paused: ad.paused,
    state: adState({ paused: ad.paused, startsAt: ad.activeFrom, endsAt: ad.activeUntil }, now),
    impressions: ad.impressions,
    clicks: ad.clicks,
    createdAt: ad.createdAt.toISOString(),
  };
}

/** `GET /api/advertisements/manage`: every ad, newest first. */
export async function listManagedAds(db: Db, files: FileStorage, now: Date): Promise<ManagedAd[]> {
  const rows = await db
    .select()
    .from(advertisements)
    .orderBy(desc(advertisements.createdAt), advertisements.id);
  return rows.map((ad) => managedView(files, ad, now));
}

async function findAd(db: Db, id: string): Promise<Row> {
  const [row] = await db.select().from(advertisements).where(eq(advertisements.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The image, checked and re-encoded no larger than twice the slot of its type. */
function adImage(file: Buffer, type: AdType) {
  const slot = AD_SLOT_SIZES[type];
  return processImageUpload(file, {
    width: slot.width * AD_IMAGE_SCALE,
    height: slot.height * AD_IMAGE_SCALE,
  });
}

const columnsOf = (fields: AdFields) => ({
  type: fields.type,
  title: fields.title,
  link: fields.linkUrl,
  activeFrom: fields.startsAt,
  activeUntil: fields.endsAt,
});

const imageRequired = () =>
  new AppError('VALIDATION', msg.ads.imageRequired, { image: msg.ads.imageRequired });

type Deps = Pick<AppDeps, 'db' | 'files'>;

/** `POST /api/advertisements`. */
export async function createAd(
  { db, files }: Deps,
  caller: Caller,
  fields: AdFields,
  file: Buffer | undefined,
  now: Date,
): Promise<ManagedAd> {
  if (!file) throw imageRequired();
  const image = await adImage(file, fields.type);
  let created: Row | undefined;
  await replacePhoto(files, { oldUrl: null, image, folder: 'ads' }, async (url) => {
    await db.transaction(async (tx) => {
      [created] = await tx
        .insert(advertisements)
        .values({
          ...columnsOf(fields),
          imageKey: keyFromPublicUrl(url),
          createdBy: caller.id,
          createdAt: now,
        })
        .returning();
      await writeAudit(tx, audit(caller, 'ad.create', created!), now);
    });
  });
  return managedView(files, created!, now);
}

const audit = (caller: Caller, action: string, ad: Row) => ({
  actorAccountId: caller.id,
  action,
  targetType: 'advertisement',
  targetId: ad.id,
  details: { name: ad.title || ad.type },
});

/** `PUT /api/advertisements/{id}`: the same fields; a new image replaces the old one. */
export async function updateAd(
  { db, files }: Deps,
  caller: Caller,
  id: string,
  fields: AdFields,
  file: Buffer | undefined,
  now: Date,
): Promise<ManagedAd> {
  const current = await findAd(db, id);
  const save = async (imageKey?: string | null) => {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(advertisements)
        .set({ ...columnsOf(fields), ...(imageKey ? { imageKey } : {}), updatedAt: now })
        .where(eq(advertisements.id, id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND');
      await writeAudit(tx, audit(caller, 'ad.update', row), now);
    });
  };
  if (file) {
    const image = await adImage(file, fields.type);
    const oldUrl = current.imageKey ? files.publicUrl(current.imageKey) : null;
    await replacePhoto(files, { oldUrl, image, folder: 'ads' }, (url) => save(keyFromPublicUrl(url)));
  } else if (fields.type !== current.type && current.imageKey) {
    // A stored image was bounded for its old slot: another slot needs a new upload.
    throw imageRequired();
  } else {
    await save();
  }
  return managedView(files, await findAd(db, id), now);
}

/** `DELETE /api/advertisements/{id}`: the row, then its stored image. */
export async function deleteAd({ db, files }: Deps, caller: Caller, id: string, now: Date): Promise<void> {
  const current = await findAd(db, id);
  await db.transaction(async (tx) => {
    await tx.delete(advertisements).where(eq(advertisements.id, id));
    await writeAudit(tx, audit(caller, 'ad.delete', current), now);
  });
  if (current.imageKey) await files.delete(current.imageKey).catch(() => undefined);
}

/** Pause or resume: a paused ad is never served, whatever its dates. */
export async function setAdPaused(
  { db, files }: Deps,
  caller: Caller,
  id: string,
  paused: boolean,
  now: Date,
): Promise<ManagedAd> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(advertisements)
      .set({ paused, updatedAt: now })
      .where(eq(advertisements.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    await writeAudit(tx, audit(caller, paused ? 'ad.pause' : 'ad.resume', row), now);
    return managedView(files, row, now);
  });
}

/** Counts a click and gives the stored link (null when the ad has none or does not exist). */
export async function recordClick(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .update(advertisements)
    .set({ clicks: sql`${advertisements.clicks} + 1` })
    .where(and(eq(advertisements.id, id), sql`${advertisements.link} is not null`))
    .returning({ link: advertisements.link });
  return row?.link ?? null;
}

/** Adds a batch of views; ids of ads that do not exist (deleted since) are ignored. */
export async function recordImpressions(db: Db, batch: ImpressionBatch): Promise<void> {
  const entries = Object.entries(batch.views);
  if (entries.length === 0) return;
  const ids = entries.map(([id]) => id);
  const counts = sql.join(
    entries.map(([id, n]) => sql`when ${id}::uuid then ${n}::bigint`),
    sql` `,
  );
  await db
    .update(advertisements)
    .set({
      impressions: sql`${advertisements.impressions} + (case ${advertisements.id} ${counts} else 0 end)`,
    })
    .where(inArray(advertisements.id, ids));
}
