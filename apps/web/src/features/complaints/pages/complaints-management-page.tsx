import type { AdminComplaint } from '@servihogar/shared/complaints';
import { COMPLAINT_ESTADOS, COMPLAINT_TEXT_MAX, CRITICIDADES } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { useDeferredValue, useState } from 'react';
import { PageTitle } from '@/components/page-title.tsx';
import { SearchBox } from '@/components/search-box.tsx';
import { ServerPagedList } from '@/components/server-paged-list.tsx';
import { useListParams } from '@/lib/use-list-params.ts';
import { useAdminComplaints } from '../api/get-complaints.ts';
import { CriticidadSelect, EstadoSelect } from '../components/complaint-selects.tsx';
import { ComplaintsTable } from '../components/complaints-table.tsx';
import { DeleteComplaintDialog } from '../components/delete-complaint-dialog.tsx';
import { EditComplaintDialog } from '../components/edit-complaint-dialog.tsx';

type Estado = (typeof COMPLAINT_ESTADOS)[number];
type Criticidad = (typeof CRITICIDADES)[number];
const FILTERS = { estado: COMPLAINT_ESTADOS, criticidad: CRITICIDADES };

/**
 * /dash/consumerComplaintsManagement (Admin, §2): search, filter, edit and delete complaints; the
 * server pages them and the search, estado, criticidad and page live in the URL (issue 29).
 */
export function ComplaintsManagementPage() {
  const { search, page, filters, setSearch, setFilter } = useListParams(FILTERS);
  const deferredSearch = useDeferredValue(search.trim());
  const query = useAdminComplaints({
    ...(deferredSearch ? { search: deferredSearch } : {}),
    ...(filters.estado ? { estado: filters.estado as Estado } : {}),
    ...(filters.criticidad ? { criticidad: filters.criticidad as Criticidad } : {}),
    page: page + 1,
  });
  const [editing, setEditing] = useState<AdminComplaint | null>(null);
  const [deleting, setDeleting] = useState<AdminComplaint | null>(null);
  const complaints = query.data?.complaints ?? [];

  return (
    <section className="flex flex-col gap-5">
      <PageTitle text="Gestión de denuncias" />
      <div className="grid gap-3 md:grid-cols-[1fr_12rem_12rem] md:items-end">
        <SearchBox
          id="complaints-search"
          label="Buscar"
          placeholder="Ticket, título, empresa, ciudad o denunciante..."
          value={search}
          maxLength={COMPLAINT_TEXT_MAX}
          onChange={setSearch}
        />
        <EstadoSelect
          value={filters.estado}
          onChange={(value) => setFilter('estado', value)}
          placeholder="Todos"
        />
        <CriticidadSelect
          value={filters.criticidad}
          onChange={(value) => setFilter('criticidad', value)}
          placeholder="Todas"
        />
      </div>
      <ServerPagedList
        query={query}
        rows={complaints.length}
        noun={['reclamo', 'reclamos']}
        error={msg.complaints.claimsLoadFailed}
        empty={msg.complaints.empty}
      >
        <div aria-busy={query.isFetching}>
          <ComplaintsTable complaints={complaints} onEdit={setEditing} onDelete={setDeleting} />
        </div>
      </ServerPagedList>
      {editing && <EditComplaintDialog complaint={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteComplaintDialog complaint={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
