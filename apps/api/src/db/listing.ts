import { DAY_MS, TRIAL_DAYS } from '@servihogar/shared/constants';
import { and, eq, gt, isNotNull, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { professionals } from './tables/professionals.table.ts';

/** The columns the rule reads: a professional's, or its listing rows' copies (listings.table.ts). */
type Lifecycle = Record<'altaUsuario' | 'paidUntil' | 'freeSuspended' | 'trialStartedAt', AnyPgColumn>;

/**
 * The public-listing rule as SQL, so the database filters and paginates: active (alta), and either
 * paid until after `now`, or — never paid — a trial started less than TRIAL_DAYS ago and not
 * suspended. Must agree with `deriveLifecycle(...).listed` in shared/subscription-lifecycle.ts.
 */
export function listedCondition(now: Date, t: Lifecycle = professionals): SQL {
  const trialCutoff = new Date(now.getTime() - TRIAL_DAYS * DAY_MS);
  return and(
    eq(t.altaUsuario, true),
    or(
      and(isNotNull(t.paidUntil), gt(t.paidUntil, now)),
      and(
        isNull(t.paidUntil),
        not(t.freeSuspended),
        isNotNull(t.trialStartedAt),
        gt(t.trialStartedAt, trialCutoff),
      ),
    ),
  )!;
}

/** When time alone takes a listed row off the list: its paid period's end, or its trial's. */
export const listedUntil = sql<number>`extract(epoch from coalesce(${professionals.paidUntil},
  ${professionals.trialStartedAt} + make_interval(days => ${TRIAL_DAYS}))) * 1000`.mapWith(Number);
