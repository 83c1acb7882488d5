import * as msg from '@servihogar/shared/messages';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { type ReactNode, useEffect, useRef } from 'react';
import { LoadError, MoreButton } from '@/components/list-states.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { failureText } from '@/lib/feedback.ts';

/** A list that failed to load, with the server's words and a retry. */
export function ListFailure({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  return (
    <LoadError
      message={failureText(query.error, msg.registration.unexpected, 'server')}
      onRetry={() => void query.refetch()}
    />
  );
}

type Page<T> = { solicitudes: T[]; next: string | null };
type Props<T> = {
  query: UseInfiniteQueryResult<{ pages: Page<T>[] }>;
  loading: string;
  empty: ReactNode;
  item: (solicitud: T) => ReactNode;
};

/** The inbox and Mis solicitudes: loading, failure, empty, the requests, and 'Ver más' (keyset pages). */
export function RequestList<T extends { _id: string }>({ query, loading, empty, item }: Props<T>) {
  const solicitudes = query.data?.pages.flatMap((page) => page.solicitudes) ?? [];
  return (
    <>
      {query.isPending && <PageSpinner label={loading} />}
      {query.isError && <ListFailure query={query} />}
      {query.isSuccess && solicitudes.length === 0 && empty}
      {solicitudes.length > 0 && (
        <ul className="flex flex-col gap-3">
          {solicitudes.map((s) => (
            <li key={s._id}>{item(s)}</li>
          ))}
        </ul>
      )}
      {query.hasNextPage && <MoreButton query={query}>Ver más</MoreButton>}
    </>
  );
}

/** One request's card; opened from an e-mail's link (`focused`) it is scrolled into view and outlined. */
export function RequestCard({
  label,
  focused,
  children,
}: {
  label: string;
  focused: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: 'center' });
  }, [focused]);
  return (
    <article
      ref={ref}
      aria-label={label}
      className={clsx(
        'flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1',
        focused ? 'ring-2 ring-brand-500' : 'ring-stone-200',
      )}
    >
      {children}
    </article>
  );
}

/** What the app puts at the end of each row: its conversation (issue 42), with the row's unread count. */
export type ConversationSlot = (row: { _id: string; unread: number }) => ReactNode;
