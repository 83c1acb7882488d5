import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '@servihogar/shared/audit';
import { EmptyNotice, QueryError } from '@/components/list-states.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { Pager } from '@/components/pager.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { useListParams } from '@/lib/use-list-params.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { AuditTable } from '../components/audit-table.tsx';

const AUDIT_PAGE_SIZE = 20;
const OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] }));
const FILTERS = { accion: AUDIT_ACTIONS };

/**
 * /dash/auditLog (admin): who did what in the back office, newest first, by action and page; the
 * server pages it and the action and page live in the URL (issue 29).
 */
export function AuditLogPage() {
  const { page, filters, setFilter, setPage } = useListParams(FILTERS);
  const action = filters.accion;
  const query = useAuditLog({ action, limit: AUDIT_PAGE_SIZE, offset: page * AUDIT_PAGE_SIZE });
  const entries = query.data?.entries ?? [];
  // The server gives no total: a full page means there may be another one.
  const hasNext = entries.length === AUDIT_PAGE_SIZE;

  return (
    <section className="flex flex-col gap-5">
      <PageTitle text="Registro de auditoría" />
      <SelectField
        label="Acción"
        value={action}
        onChange={(value) => setFilter('accion', value)}
        options={OPTIONS}
        placeholder="Todas"
        className="sm:max-w-xs"
      />
      {query.isPending && <PageSpinner label="Cargando registro..." />}
      <QueryError query={query} />
      {query.isSuccess && entries.length === 0 && <EmptyNotice>No hay acciones registradas.</EmptyNotice>}
      {entries.length > 0 && <AuditTable entries={entries} />}
      <Pager
        label="Páginas del registro"
        page={page}
        hasNext={hasNext}
        busy={query.isFetching}
        onPage={setPage}
      />
    </section>
  );
}
