import * as msg from '@servihogar/shared/messages';
import {
  argentinaDay,
  formatPesos,
  MODALITIES,
  type PayScale,
  REGIME_CATEGORIES,
  scalesValidOn,
} from '@servihogar/shared/pay-scales';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { QueryList } from '@/components/list-states.tsx';
import { Modal } from '@/components/modal.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { failureText } from '@/lib/feedback.ts';
import { notify } from '@/lib/notify.ts';
import { useDeletePayScale } from '../api/delete-pay-scale.ts';
import { usePayScales } from '../api/get-pay-scales.ts';
import { useSavePayScale } from '../api/save-pay-scale.ts';
import { dayLabel } from '../components/minimum-pay.tsx';
import { PayScaleForm } from '../components/pay-scale-form.tsx';

type Editing = { row?: PayScale } | null;

function stateOf(row: PayScale, current: Set<string>, today: string) {
  if (current.has(row.id)) return msg.payScales.current;
  return row.validFrom > today ? msg.payScales.future : msg.payScales.past;
}

/** /dash/escalasSalariales (Admin, issue 32): the régimen de casas particulares' minimum pay. */
export function PayScalesAdminPage() {
  const query = usePayScales();
  const save = useSavePayScale();
  const remove = useDeletePayScale();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PayScale | null>(null);
  const today = argentinaDay(new Date());
  const rows = query.data ?? [];
  const current = new Set(scalesValidOn(rows, today).map((row) => row.id));

  const saveRow = async (row: Parameters<typeof save.mutateAsync>[0]['row']) => {
    await save.mutateAsync({ id: editing?.row?.id, row });
    notify.success(msg.payScales.saved);
    setEditing(null);
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <PageTitle text={msg.payScales.adminTitle} />
          <p className="max-w-3xl text-muted">{msg.payScales.adminIntro}</p>
        </div>
        <Button onClick={() => setEditing({})}>{msg.payScales.addRow}</Button>
      </div>
      <QueryList
        query={query}
        rows={rows.length}
        loading="Cargando las escalas..."
        failed="No se pudieron cargar las escalas salariales."
        empty={msg.payScales.adminEmpty}
      >
        <ul className="grid gap-3 md:grid-cols-2">
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-bold text-ink">
                  {REGIME_CATEGORIES[row.category]} · {MODALITIES[row.modality]}
                </p>
                <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-800">
                  {stateOf(row, current, today)}
                </span>
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted">Por hora</dt>
                <dd>{row.hourly === null ? '—' : formatPesos(row.hourly)}</dd>
                <dt className="text-muted">Por mes</dt>
                <dd>{row.monthly === null ? '—' : formatPesos(row.monthly)}</dd>
                <dt className="text-muted">{msg.payScales.validFromLabel}</dt>
                <dd>{dayLabel(row.validFrom)}</dd>
              </dl>
              {row.note && <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">{row.note}</p>}
              <div className="flex gap-2">
                <Button variant="secondary" onClick={() => setEditing({ row })}>
                  {msg.payScales.editRow}
                </Button>
                <Button variant="secondary" onClick={() => setDeleting(row)}>
                  {msg.payScales.deleteRow}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </QueryList>
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.row ? msg.payScales.editRow : msg.payScales.addRow}
      >
        {editing && <PayScaleForm row={editing.row} save={saveRow} onCancel={() => setEditing(null)} />}
      </Modal>
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={msg.payScales.deleteRow}
        description={msg.payScales.deleteConfirm}
      >
        <div className="mt-4 flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            Cancelar
          </Button>
          <Button
            disabled={remove.isPending}
            onClick={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  notify.success(msg.payScales.deleted);
                  setDeleting(null);
                },
                onError: (error) => notify.error(failureText(error, msg.registration.unexpected, 'server')),
              })
            }
          >
            {msg.payScales.deleteRow}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
