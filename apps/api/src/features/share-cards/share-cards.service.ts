import { createHash } from 'node:crypto';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { type ShareCardData, shareCardText, shareName, shareServices } from '@servihogar/shared/share';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listedCondition } from '../../db/listing.ts';
import { publicColumns, withServices } from '../../db/public-professional.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { keyFromPublicUrl, PRIVATE_PREFIX } from '../../lib/file-keys.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { type PageMeta, SHARE_CARDS_ROUTE, siteMeta } from '../../plugins/page-meta.ts';
import { jpegComment, withJpegComment } from './jpeg-comment.ts';
import { renderShareCard, renderSiteCard, SHARE_CARD_LAYOUT } from './share-card-image.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ShareCard = {
  id: string;
  data: ShareCardData;
  /** Public URL of the photo, or null. */
  foto: string | null;
  /** Changes whenever anything drawn on the card changes: the image's URL carries it. */
  version: string;
};

/** A listed professional's card; null for an unknown or unlisted one (or an id that is no UUID). */
export async function findShareCard(db: Db, id: string, now: Date): Promise<ShareCard | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select(publicColumns)
    .from(professionals)
    .where(and(eq(professionals.id, id), listedCondition(now)));
  if (!row) return null;
  const [professional] = await withServices(db, [row]);
  const data: ShareCardData = {
    nombre: row.nombre,
    apellido: row.apellido,
    servicios: professional!.servicio.map((s) => s.tipo),
    calificacion: row.calificacion,
    ciudad: row.ciudad,
    localidad: row.localidad,
  };
  const version = createHash('sha256')
    .update(JSON.stringify([SHARE_CARD_LAYOUT, data, row.foto]))
    .digest('hex')
    .slice(0, 16);
  return { id: row.id, data, foto: row.foto, version };
}

export const shareImagePath = (card: ShareCard): string =>
  `${SHARE_CARDS_ROUTE}/${card.id}/${card.version}.jpg`;

/**
 * One stored card per professional, a private file (only the route below serves it, and only while
 * the profile is listed); its JPEG comment names the version it shows.
 */
export const shareCardKey = (professionalId: string) => `${PRIVATE_PREFIX}share-cards/${professionalId}.jpg`;

/** The card's JPEG: drawn when the profile changed, else read back (storage shared by every replica). */
export async function shareCardImage(files: FileStorage, card: ShareCard): Promise<Buffer> {
  const key = shareCardKey(card.id);
  const stored = await files.get(key);
  if (stored && jpegComment(stored.data) === card.version) return stored.data;
  const photoKey = card.foto ? keyFromPublicUrl(card.foto) : null;
  const photo = photoKey ? ((await files.get(photoKey))?.data ?? null) : null;
  const image = withJpegComment(await renderShareCard(card.data, photo), card.version);
  // Replaces the previous version: nothing of an old profile is left behind.
  await files.put(key, image, 'image/jpeg');
  return image;
}

/** For whoever removes a professional (account deletion): its card goes with its photos. */
export const deleteShareCard = (files: FileStorage, professionalId: string): Promise<void> =>
  files.delete(shareCardKey(professionalId));

let siteCard: Promise<Buffer> | null = null;
/** The site's card never changes while the process runs: drawn once. */
export function siteCardImage(): Promise<Buffer> {
  siteCard ??= renderSiteCard(msg.share.siteTitle, msg.share.tagline).catch((error: unknown) => {
    siteCard = null;
    throw error;
  });
  return siteCard;
}

export function profileMeta(card: ShareCard, path: string): PageMeta {
  const { title, description } = shareCardText(card.data);
  return {
    title,
    description,
    path,
    imagePath: shareImagePath(card),
    imageAlt: fillMessage(msg.share.imageAlt, {
      name: shareName(card.data),
      services: shareServices(card.data),
    }),
    type: 'profile',
    person: { firstName: card.data.nombre, lastName: card.data.apellido },
  };
}

/** `/dash/professionals/{alt}/{id}` (also `details/{id}`) → the id; null for any other path. */
export function profileIdOfPath(path: string): string | null {
  const match = /^\/dash\/professionals\/[^/]+\/([^/]+)\/?$/.exec(path);
  return match && UUID.test(match[1]!) ? match[1]! : null;
}

/** The link-preview tags of a page: the professional's card on a listed profile, else the site's. */
export async function pageMetaOf(db: Db, path: string, now: Date): Promise<PageMeta> {
  const id = profileIdOfPath(path);
  const card = id ? await findShareCard(db, id, now) : null;
  return card ? profileMeta(card, path) : siteMeta(path);
}
