import type { AdminComplaint } from '@servihogar/shared/complaints';
import { COMPLAINT_ESTADOS, COMPLAINT_TEXT_MAX, CRITICIDADES } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { useDeferredValue, useState } from 'react';
import { EmptyNotice, QueryError } from '@/components/list-states.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { SearchBox } from '@/components/search-box.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { useAdminComplaints } from '../api/get-complaints.ts';
import { ComplaintsTable } from '../components/complaints-table.tsx';
import { DeleteComplaintDialog } from '../components/delete-complaint-dialog.tsx';
import { EditComplaintDialog } from '../components/edit-complaint-dialog.tsx';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
type Estado = (typeof COMPLAINT_ESTADOS)[number];
type Criticidad = (typeof CRITICIDADES)[number];

/** /dash/consumerComplaintsManagement (Admin, §2): search, filter, edit and delete complaints. */
export function ComplaintsManagementPage() {
  const [search, setSearch] = useState('');
  const [estado, setEstado] = useState<Estado | ''>('');
  const [criticidad, setCriticidad] = useState<Criticidad | ''>('');
  const deferredSearch = useDeferredValue(search.trim());
  const query = useAdminComplaints({
    ...(deferredSearch ? { search: deferredSearch } : {}),
    ...(estado ? { estado } : {}),
    ...(criticidad ? { criticidad } : {}),
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
        <SelectField
          label="Estado"
          value={estado}
          onChange={(value) => setEstado(value as Estado | '')}
          options={options(COMPLAINT_ESTADOS)}
          placeholder="Todos"
        />
        <SelectField
          label="Criticidad"
          value={criticidad}
          onChange={(value) => setCriticidad(value as Criticidad | '')}
          options={options(CRITICIDADES)}
          placeholder="Todas"
        />
      </div>
      {query.isPending && <PageSpinner label="Cargando reclamos..." />}
      <QueryError query={query} message={msg.complaints.claimsLoadFailed} />
      {query.isSuccess && complaints.length === 0 && <EmptyNotice>{msg.complaints.empty}</EmptyNotice>}
      {complaints.length > 0 && (
        <div aria-busy={query.isFetching}>
          <p className="mb-2 text-sm text-muted">{complaints.length} reclamos</p>
          <ComplaintsTable complaints={complaints} onEdit={setEditing} onDelete={setDeleting} />
        </div>
      )}
      {editing && <EditComplaintDialog complaint={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteComplaintDialog complaint={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
