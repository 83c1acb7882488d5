import type {
  AdminComplaintList,
  AdminComplaintsQuery,
  ComplaintFeed,
  MyComplaint,
} from '@servihogar/shared/complaints';
import { COMPLAINTS_PAGE_DEFAULT, type CRITICIDADES } from '@servihogar/shared/constants';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { complaintKeys } from './keys.ts';

export type FeedFilters = { ciudad: string; criticidad: (typeof CRITICIDADES)[number] | '' };

const queryString = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** `GET /api/complaints`: the public feed, 20 at a time ('Ver más' asks the next page). */
export function useComplaintFeed(filters: FeedFilters) {
  const ciudad = filters.ciudad.trim();
  return useInfiniteQuery({
    queryKey: complaintKeys.feed(ciudad, filters.criticidad),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<ComplaintFeed>(
        `/api/complaints${queryString({ ciudad, criticidad: filters.criticidad, offset: pageParam, limit: COMPLAINTS_PAGE_DEFAULT })}`,
        { signal },
      ),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.complaints.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/complaints/mine`: the signed-in author's tickets. */
export function useMyComplaints() {
  return useQuery({
    queryKey: complaintKeys.mine,
    queryFn: ({ signal }) => apiFetch<{ complaints: MyComplaint[] }>('/api/complaints/mine', { signal }),
  });
}

/** `GET /api/complaints/admin` (Admin): one page; search, filters and paging run on the server. */
export function useAdminComplaints(query: AdminComplaintsQuery) {
  return useQuery({
    queryKey: complaintKeys.admin(query),
    queryFn: ({ signal }) =>
      apiFetch<AdminComplaintList>(`/api/complaints/admin${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
