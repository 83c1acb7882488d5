import type { AdminComplaint } from '@servihogar/shared/complaints';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { Modal } from '@/components/modal.tsx';
import { useDeleteComplaint } from '../api/manage-complaints.ts';
import { dialogOutcome } from './dialog-outcome.ts';

type Props = { complaint: AdminComplaint; onClose: () => void };

/** Asks before the (soft) delete; the complaint leaves the feed, the audit log keeps it. */
export function DeleteComplaintDialog({ complaint, onClose }: Props) {
  const remove = useDeleteComplaint();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    setFailure(null);
    remove.mutate(complaint._id, dialogOutcome(msg.complaints.claimDeleteFailed, setFailure, onClose));
  };
  return (
    <Modal
      onClose={onClose}
      title="Eliminar reclamo"
      description={fillMessage(msg.complaints.deleteConfirm, { ticket: complaint.ticket_id })}
    >
      <div className="mt-4 flex flex-col gap-4">
        <p className="font-semibold break-words text-ink">{complaint.titulo}</p>
        <FormAlert message={failure} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            className="bg-red-700 hover:bg-red-800 active:bg-red-900"
            disabled={remove.isPending}
            onClick={confirm}
          >
            {remove.isPending ? 'Eliminando...' : 'Eliminar'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
