import { AD_TYPE_LABELS, type ManagedAd } from '@servihogar/shared/ads';
import { TIME_ZONE } from '@servihogar/shared/calendar';
import { Button } from '@/components/button.tsx';
import { CardActionsCell, CardCell, CardRow, CardTable } from '@/components/card-table.tsx';
import { AdStateBadge } from './ad-state-badge.tsx';

const COLUMNS = ['Vista previa', 'Tipo', 'Título', 'Fechas', 'Estado', 'Impresiones', 'Clics'] as const;

const dateTime = new Intl.DateTimeFormat('es-AR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});
const when = (iso: string | null, open: string) => (iso ? dateTime.format(new Date(iso)) : open);
const number = new Intl.NumberFormat('es-AR');

type Props = {
  ads: ManagedAd[];
  busyId: string | null;
  onEdit: (ad: ManagedAd) => void;
  onTogglePause: (ad: ManagedAd) => void;
  onDelete: (ad: ManagedAd) => void;
};

/** Every ad with its state and reach; cards under 730 px. */
export function AdsManageTable({ ads, busyId, onEdit, onTogglePause, onDelete }: Props) {
  return (
    <CardTable columns={COLUMNS} actions>
      {ads.map((ad) => (
        <CardRow key={ad._id}>
          <CardCell label="Vista previa">
            <img
              src={ad.imageUrl}
              alt={ad.title || 'Publicidad'}
              className="h-12 max-w-32 rounded object-contain ring-1 ring-stone-200"
            />
          </CardCell>
          <CardCell label="Tipo">{AD_TYPE_LABELS[ad.type]}</CardCell>
          <CardCell label="Título" className="break-words">
            {ad.title || '—'}
          </CardCell>
          <CardCell label="Fechas">
            <span className="text-sm">
              {when(ad.startsAt, 'Desde ya')} → {when(ad.endsAt, 'sin fin')}
            </span>
          </CardCell>
          <CardCell label="Estado">
            <AdStateBadge state={ad.state} />
          </CardCell>
          <CardCell label="Impresiones">{number.format(ad.impressions)}</CardCell>
          <CardCell label="Clics">{number.format(ad.clicks)}</CardCell>
          <CardActionsCell>
            <div className="flex flex-wrap justify-end gap-2 nav:flex-col nav:items-stretch">
              <Button variant="secondary" onClick={() => onEdit(ad)} aria-label={`Editar ${ad.title}`}>
                Editar
              </Button>
              <Button
                variant="secondary"
                disabled={busyId === ad._id || ad.state === 'vencida'}
                onClick={() => onTogglePause(ad)}
                aria-label={`${ad.paused ? 'Reanudar' : 'Pausar'} ${ad.title}`}
              >
                {ad.paused ? 'Reanudar' : 'Pausar'}
              </Button>
              <Button variant="ghost" onClick={() => onDelete(ad)} aria-label={`Eliminar ${ad.title}`}>
                Eliminar
              </Button>
            </div>
          </CardActionsCell>
        </CardRow>
      ))}
    </CardTable>
  );
}
