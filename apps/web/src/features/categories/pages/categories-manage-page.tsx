import { TIME_ZONE } from '@servihogar/shared/calendar';
import type { ManagedCategory } from '@servihogar/shared/categories';
import { useState } from 'react';
import { Button, type ButtonVariant } from '@/components/button.tsx';
import { CardActionsCell, CardCell, CardRow, CardTable } from '@/components/card-table.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { EmptyNotice, QueryError } from '@/components/list-states.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { StaffNav } from '@/components/staff-nav.tsx';
import { failureText } from '@/lib/feedback.ts';
import { useApproveCategory, useManagedCategories } from '../api/manage-categories.ts';
import { CategoryDialog, type DialogMode, type DialogState } from '../components/category-dialog.tsx';

type Notice = { tone: 'success' | 'error'; message: string } | null;
const date = new Intl.DateTimeFormat('es-AR', {
  dateStyle: 'medium',
  timeZone: TIME_ZONE,
});
const count = (n: number) => (n === 1 ? '1 profesional' : `${n} profesionales`);
const ACTION_LABELS: Record<DialogMode, string> = {
  rename: 'Renombrar',
  merge: 'Fusionar',
  reject: 'Rechazar',
  edit: 'Editar',
};

/** /dash/redactorsLogin/categorias: moderation of 'Otros' categories and the catalogue's texts. */
export function CategoriesManagePage() {
  const query = useManagedCategories();
  const approve = useApproveCategory();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const all = query.data ?? [];
  const pending = all.filter((c) => c.status === 'pendiente');
  const approved = all.filter((c) => c.status === 'aprobada');
  const open = (mode: DialogMode, category: ManagedCategory) => {
    setNotice(null);
    setDialog({ mode, category });
  };
  /** The button that opens a category's dialog in `mode`, e.g. 'Renombrar' ('Renombrar Jardinero'). */
  const actionButton = (
    mode: DialogMode,
    category: ManagedCategory,
    variant: ButtonVariant = 'secondary',
  ) => (
    <Button
      variant={variant}
      onClick={() => open(mode, category)}
      aria-label={`${ACTION_LABELS[mode]} ${category.type}`}
    >
      {ACTION_LABELS[mode]}
    </Button>
  );
  const approveOne = (category: ManagedCategory) => {
    setNotice(null);
    approve.mutate(category.slug, {
      onSuccess: () => setNotice({ tone: 'success', message: `"${category.type}" aprobada: ya es pública.` }),
      onError: (error) => setNotice({ tone: 'error', message: failureText(error, 'No se pudo aprobar.') }),
    });
  };

  return (
    <section className="flex flex-col gap-5">
      <PageTitle text="Panel de Redactor" />
      <StaffNav />
      <h2 className="text-xl font-bold text-ink">Categorías</h2>
      <FormAlert message={notice?.message ?? null} tone={notice?.tone} />
      {query.isPending && <PageSpinner label="Cargando categorías..." />}
      <QueryError query={query} />
      {query.isSuccess && (
        <>
          <section aria-labelledby="pending-title" className="flex flex-col gap-3">
            <h3 id="pending-title" className="text-lg font-semibold text-ink">
              Pendientes de aprobación ({pending.length})
            </h3>
            {pending.length === 0 ? (
              <EmptyNotice>No hay categorías pendientes.</EmptyNotice>
            ) : (
              <ul className="flex flex-col gap-3">
                {pending.map((c) => (
                  <li
                    key={c.slug}
                    className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-amber-300 md:flex-row md:items-center md:justify-between"
                  >
                    <div className="min-w-0">
                      <p className="break-words text-lg font-semibold text-ink">{c.type}</p>
                      <p className="text-sm text-muted">
                        {c.createdBy ? `Propuesta por ${c.createdBy}` : 'Propuesta'}
                        {c.createdByEmail ? ` (${c.createdByEmail})` : ''} el{' '}
                        {date.format(new Date(c.createdAt))} · {count(c.professionals)}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        onClick={() => approveOne(c)}
                        disabled={approve.isPending}
                        aria-label={`Aprobar ${c.type}`}
                      >
                        Aprobar
                      </Button>
                      {actionButton('rename', c)}
                      {actionButton('merge', c)}
                      {actionButton('reject', c, 'ghost')}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="catalogue-title" className="flex flex-col gap-3">
            <h3 id="catalogue-title" className="text-lg font-semibold text-ink">
              Catálogo público ({approved.length})
            </h3>
            <CardTable columns={['Imagen', 'Nombre', 'Descripción', 'Profesionales']} actions>
              {approved.map((c) => (
                <CardRow key={c.slug}>
                  <CardCell label="Imagen">
                    {c.img ? (
                      <img
                        src={c.img}
                        alt=""
                        className="size-12 rounded object-cover ring-1 ring-stone-200"
                      />
                    ) : (
                      <span className="text-sm text-muted">Sin imagen</span>
                    )}
                  </CardCell>
                  <CardCell label="Nombre">
                    <span className="font-semibold">{c.type}</span>
                    {c.fixed && (
                      <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs text-muted">
                        Fija
                      </span>
                    )}
                  </CardCell>
                  <CardCell label="Descripción" className="max-w-md break-words text-sm">
                    {c.description || '—'}
                  </CardCell>
                  <CardCell label="Profesionales">{c.professionals}</CardCell>
                  <CardActionsCell>
                    <div className="flex flex-wrap justify-end gap-2">
                      {actionButton('edit', c)}
                      {!c.fixed && actionButton('merge', c, 'ghost')}
                    </div>
                  </CardActionsCell>
                </CardRow>
              ))}
            </CardTable>
          </section>
        </>
      )}
      <CategoryDialog
        state={dialog}
        all={all}
        onClose={() => setDialog(null)}
        onDone={(message) => {
          setDialog(null);
          setNotice({ tone: 'success', message });
        }}
      />
    </section>
  );
}
