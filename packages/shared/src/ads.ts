import { z } from 'zod';
import { AD_TYPES, type AdType, IMPRESSION_BATCH_MAX_ADS, IMPRESSION_BATCH_MAX_VIEWS } from './constants.ts';
import * as msg from './messages.ts';

/** Public ads (§3/§7). `link` is the counting redirect `/api/advertisements/{id}/click`, or null. */
export const advertisementSchema = z.object({
  _id: z.string(),
  type: z.enum(AD_TYPES),
  imageUrl: z.string(),
  link: z.string().nullish(),
});
export type Advertisement = z.infer<typeof advertisementSchema>;

export const advertisementListSchema = z.array(advertisementSchema);

export const AD_TYPE_LABELS: Record<AdType, string> = {
  'banner-horizontal': 'Banner horizontal',
  'banner-vertical': 'Banner vertical',
  'pop-up': 'Pop-up',
};

export const AD_STATES = ['programada', 'activa', 'vencida', 'pausada'] as const;
export type AdState = (typeof AD_STATES)[number];

/** An ad's state at `now`: an ended window wins, then a pause, then a window not yet open. */
export function adState(
  ad: { paused: boolean; startsAt: Date | null; endsAt: Date | null },
  now: Date,
): AdState {
  if (ad.endsAt && ad.endsAt <= now) return 'vencida';
  if (ad.paused) return 'pausada';
  if (ad.startsAt && ad.startsAt > now) return 'programada';
  return 'activa';
}

export const AD_TITLE_MIN = 3;
export const AD_TITLE_MAX = 80;
export const AD_LINK_MAX = 2000;

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: msg.ads.dateInvalid });
      return z.NEVER;
    }
    return date;
  });

/** The text fields of `POST /api/advertisements` and `PUT /api/advertisements/{id}` (multipart). */
export const adFieldsSchema = z
  .object({
    type: z.enum(AD_TYPES, msg.ads.typeRequired),
    title: z
      .string(msg.ads.titleLength)
      .trim()
      .min(AD_TITLE_MIN, msg.ads.titleLength)
      .max(AD_TITLE_MAX, msg.ads.titleLength),
    linkUrl: z
      .string(msg.ads.linkInvalid)
      .trim()
      .max(AD_LINK_MAX, msg.ads.linkInvalid)
      .refine(isHttpUrl, msg.ads.linkInvalid),
    startsAt: optionalDate,
    endsAt: optionalDate,
  })
  .superRefine((v, ctx) => {
    if (v.startsAt && v.endsAt && v.endsAt <= v.startsAt) {
      ctx.addIssue({ code: 'custom', message: msg.ads.endsBeforeStart, path: ['endsAt'] });
    }
  });
export type AdFields = z.infer<typeof adFieldsSchema>;
export type AdFieldsInput = z.input<typeof adFieldsSchema>;

/** `GET /api/advertisements/manage`: every ad with its state and reach. */
export const managedAdSchema = z.object({
  _id: z.string(),
  type: z.enum(AD_TYPES),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  paused: z.boolean(),
  state: z.enum(AD_STATES),
  impressions: z.number().int(),
  clicks: z.number().int(),
  createdAt: z.string(),
});
export type ManagedAd = z.infer<typeof managedAdSchema>;
export const managedAdListSchema = z.array(managedAdSchema);

export const adIdParamsSchema = z.object({ id: z.uuid(msg.api.invalidId) });

/** Views per ad since the last batch (limits in constants.ts, which the ads' page code reads without zod). */
export const impressionBatchSchema = z.object({
  views: z
    .record(z.uuid(), z.number().int().min(1).max(IMPRESSION_BATCH_MAX_VIEWS))
    .refine((v) => Object.keys(v).length <= IMPRESSION_BATCH_MAX_ADS),
});
export type ImpressionBatch = z.infer<typeof impressionBatchSchema>;
