import { AD_TYPES } from '@servihogar/shared/constants';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamptz } from '../columns.ts';
import { checkIn } from '../sql-helpers.ts';
import { accounts } from './users.table.ts';

export const advertisements = pgTable(
  'advertisements',
  {
    id: primaryId(),
    type: text('type').notNull(),
    /** An uploaded image (file storage key) or, for ads hosted elsewhere, its URL. */
    imageKey: text('image_key'),
    imageUrl: text('image_url'),
    link: text('link'),
    /** Alt text of the image. */
    title: text('title').notNull().default(''),
    paused: boolean('paused').notNull().default(false),
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    activeFrom: timestamptz('active_from'),
    activeUntil: timestamptz('active_until'),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at'),
  },
  (t) => [
    checkIn('advertisements_type_valid', t.type, AD_TYPES),
    check('advertisements_image_present', sql`${t.imageKey} is not null or ${t.imageUrl} is not null`),
    index('advertisements_type_idx').on(t.type, t.createdAt.desc()),
  ],
);
