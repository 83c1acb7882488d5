import type { PaymentStatus } from '@servihogar/shared/constants';
import { foldForSearch } from '@servihogar/shared/fold';
import type { Subscription } from '@servihogar/shared/subscriptions';

/** '' is 'Todos'. */
export type StatusFilter = PaymentStatus | '';

/**
 * Spec §2 'Subscripciones': the status filter, then the search on the user's or the professional's
 * full name (case- and accent-insensitive), leaving out the rows removed from this view.
 */
export function filterSubscriptions(
  list: readonly Subscription[],
  { status, search, removed }: { status: StatusFilter; search: string; removed: ReadonlySet<string> },
): Subscription[] {
  const q = foldForSearch(search.trim());
  return list.filter(
    (s) =>
      !removed.has(s._id) &&
      (status === '' || s.paymentStatus === status) &&
      (!q ||
        [s.userFullName, s.professionalFullName].some((name) => name && foldForSearch(name).includes(q))),
  );
}

/** 'Tipo de usuario': a professional's subscription carries its professionalId. */
export const isProfessional = (s: Subscription): boolean => Boolean(s.professionalId);

/** The name the 'Usuario' column shows. */
export const displayName = (s: Subscription): string => s.professionalFullName ?? s.userFullName ?? '—';
