import type { ComponentProps, ReactNode } from 'react';
import { QueryList } from './list-states.tsx';
import { PageTitle } from './page-title.tsx';

type Props = {
  /** The queue's messages: its title and intro, what a failed load and an empty queue say. */
  texts: { queueTitle: string; queueIntro: string; queueFailed: string; queueEmpty: string };
  query: ComponentProps<typeof QueryList>['query'];
  rows: number;
  /** The spinner's text ('Cargando los pedidos...'). */
  loading: string;
  children: ReactNode;
};

/** An admin's queue page (data requests, guarantee claims): title, intro, then the list of one query. */
export function AdminQueue({ texts, query, rows, loading, children }: Props) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <PageTitle text={texts.queueTitle} />
        <p className="max-w-3xl text-muted">{texts.queueIntro}</p>
      </div>
      <QueryList
        query={query}
        rows={rows}
        loading={loading}
        failed={texts.queueFailed}
        empty={texts.queueEmpty}
      >
        {children}
      </QueryList>
    </div>
  );
}
