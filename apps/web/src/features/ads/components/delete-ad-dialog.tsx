import type { ManagedAd } from '@servihogar/shared/ads';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { Modal } from '@/components/modal.tsx';
import { failureText } from '@/lib/feedback.ts';
import { useDeleteAd } from '../api/manage-ads.ts';

type Props = { ad: ManagedAd | null; onClose: () => void; onDeleted: (message: string) => void };

export function DeleteAdDialog({ ad, onClose, onDeleted }: Props) {
  const remove = useDeleteAd();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    if (!ad) return;
    setFailure(null);
    remove.mutate(ad._id, {
      onSuccess: () => onDeleted('Publicidad eliminada.'),
      onError: (error) => setFailure(failureText(error, 'No se pudo eliminar la publicidad.')),
    });
  };
  return (
    <Modal
      open={ad !== null}
      onClose={onClose}
      title="¿Eliminar esta publicidad?"
      description={ad ? `"${ad.title}" dejará de mostrarse y se borrarán su imagen y sus cifras.` : undefined}
    >
      <div className="mt-4 flex flex-col gap-3">
        <FormAlert message={failure} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={confirm} disabled={remove.isPending} className="bg-red-700 hover:bg-red-800">
            {remove.isPending ? 'Eliminando...' : 'Eliminar'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
