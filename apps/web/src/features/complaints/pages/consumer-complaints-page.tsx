import type { Complaint } from '@servihogar/shared/complaints';
import * as msg from '@servihogar/shared/messages';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button.tsx';
import { EmptyNotice, LoadError, MoreButton } from '@/components/list-states.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { isSignedIn, useSessionUser } from '@/lib/session.tsx';
import { type FeedFilters as Filters, useComplaintFeed } from '../api/get-complaints.ts';
import { ComplaintCard, ComplaintCardSkeleton } from '../components/complaint-card.tsx';
import { ComplaintDetailsDialog } from '../components/complaint-details-dialog.tsx';
import { FeedFilters } from '../components/feed-filters.tsx';
import { NewComplaint } from '../components/new-complaint.tsx';
import { StatsCard } from '../components/stats-card.tsx';

const GRID = 'grid gap-4 md:grid-cols-2 xl:grid-cols-3';

/** /consumerComplaints (§2): the public feed with its stats, filters and the '+' by its title. */
export function ConsumerComplaintsPage() {
  const user = useSessionUser();
  const [filters, setFilters] = useState<Filters>({ ciudad: '', criticidad: '' });
  const deferred = useDeferredValue(filters);
  const feed = useComplaintFeed(deferred);
  const [viewing, setViewing] = useState<Complaint | null>(null);
  const pages = feed.data?.pages ?? [];
  const complaints = pages.flatMap((page) => page.complaints);

  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle text="Portal de Denuncias y Reclamos" />
        <div className="flex items-center gap-3">
          {isSignedIn(user) && (
            <Link to="/dash/misDenuncias" className={buttonClasses('secondary')}>
              {msg.complaints.myComplaints}
            </Link>
          )}
          <NewComplaint />
        </div>
      </div>
      <StatsCard stats={pages[0]?.stats} />
      <FeedFilters value={filters} onChange={setFilters} />

      {feed.isPending && (
        <div className={GRID} role="status" aria-label="Cargando denuncias...">
          {[0, 1, 2].map((i) => (
            <ComplaintCardSkeleton key={i} />
          ))}
        </div>
      )}
      {feed.isError && !feed.isFetchNextPageError && (
        <LoadError message={msg.complaints.loadFailed} onRetry={() => void feed.refetch()} />
      )}
      {feed.isSuccess && complaints.length === 0 && <EmptyNotice>{msg.complaints.empty}</EmptyNotice>}
      {complaints.length > 0 && (
        <ul aria-label="Denuncias" aria-busy={feed.isFetching} className={GRID}>
          {complaints.map((c) => (
            <li key={c._id}>
              <ComplaintCard complaint={c} onDetails={() => setViewing(c)} />
            </li>
          ))}
        </ul>
      )}
      {feed.isFetchNextPageError && (
        <LoadError message={msg.complaints.loadFailed} onRetry={() => void feed.fetchNextPage()} />
      )}
      {feed.hasNextPage && !feed.isFetchNextPageError && (
        <MoreButton query={feed}>Ver más denuncias</MoreButton>
      )}
      {viewing && <ComplaintDetailsDialog complaint={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
}
