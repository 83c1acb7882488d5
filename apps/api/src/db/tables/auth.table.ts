import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamptz } from '../columns.ts';
import { ownedByAccount } from './users.table.ts';

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: primaryId(),
    accountId: ownedByAccount(),
    // Every rotation of one login shares the family, so reuse of an old token revokes them all.
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    replacedBy: uuid('replaced_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_account_idx').on(t.accountId),
  ],
);

/** E-mail verification tokens, password-recovery codes and redactor confirmations. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: primaryId(),
    accountId: ownedByAccount(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_account_purpose_idx').on(t.accountId, t.purpose),
    index('one_time_codes_hash_idx').on(t.codeHash),
  ],
);
