import type { ManagedAd } from '@servihogar/shared/ads';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { EmptyNotice, QueryError } from '@/components/list-states.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { StaffNav } from '@/components/staff-nav.tsx';
import { failureText } from '@/lib/feedback.ts';
import { useManagedAds, usePauseAd } from '../api/manage-ads.ts';
import { AdForm } from '../components/ad-form.tsx';
import { AdsManageTable } from '../components/ads-manage-table.tsx';
import { DeleteAdDialog } from '../components/delete-ad-dialog.tsx';

type Editing = { ad: ManagedAd | null } | null;
type Notice = { tone: 'success' | 'error'; message: string } | null;

/** /dash/redactorsLogin: the staff dashboard's advertising page (redactores and admins). */
export function AdsManagePage() {
  const query = useManagedAds();
  const pause = usePauseAd();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ManagedAd | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const ads = query.data ?? [];

  const done = (message: string) => {
    setEditing(null);
    setDeleting(null);
    setNotice({ tone: 'success', message });
  };
  const togglePause = (ad: ManagedAd) => {
    setNotice(null);
    pause.mutate(
      { id: ad._id, paused: !ad.paused },
      {
        onSuccess: () =>
          setNotice({
            tone: 'success',
            message: ad.paused ? 'Publicidad reanudada.' : 'Publicidad pausada.',
          }),
        onError: (error) =>
          setNotice({ tone: 'error', message: failureText(error, 'No se pudo cambiar el estado.') }),
      },
    );
  };

  return (
    <section className="flex flex-col gap-5">
      <PageTitle text="Panel de Redactor" />
      <StaffNav />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-ink">Publicidades</h2>
        {!editing && (
          <Button
            onClick={() => {
              setNotice(null);
              setEditing({ ad: null });
            }}
          >
            Nueva publicidad
          </Button>
        )}
      </div>
      <FormAlert message={notice?.message ?? null} tone={notice?.tone} />
      {editing && (
        <AdForm
          key={editing.ad?._id ?? 'new'}
          ad={editing.ad}
          onDone={done}
          onCancel={() => setEditing(null)}
        />
      )}
      {query.isPending && <PageSpinner label="Cargando publicidades..." />}
      <QueryError query={query} />
      {query.isSuccess && ads.length === 0 && (
        <EmptyNotice>Todavía no hay publicidades. Creá la primera con «Nueva publicidad».</EmptyNotice>
      )}
      {ads.length > 0 && (
        <AdsManageTable
          ads={ads}
          busyId={pause.isPending ? (pause.variables?.id ?? null) : null}
          onEdit={(ad) => {
            setNotice(null);
            setEditing({ ad });
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
          onTogglePause={togglePause}
          onDelete={setDeleting}
        />
      )}
      <DeleteAdDialog ad={deleting} onClose={() => setDeleting(null)} onDeleted={done} />
    </section>
  );
}
