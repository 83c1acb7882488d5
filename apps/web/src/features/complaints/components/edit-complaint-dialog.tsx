import type { AdminComplaint } from '@servihogar/shared/complaints';
import * as msg from '@servihogar/shared/messages';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { Modal } from '@/components/modal.tsx';
import { useUpdateComplaint } from '../api/manage-complaints.ts';
import { CriticidadSelect, EstadoSelect } from './complaint-selects.tsx';
import { dialogOutcome } from './dialog-outcome.ts';

type Props = { complaint: AdminComplaint; onClose: () => void };

/** The admin's edit: estado and criticidad (the author is e-mailed when the estado changes). */
export function EditComplaintDialog({ complaint, onClose }: Props) {
  const update = useUpdateComplaint();
  const [estado, setEstado] = useState(complaint.estado);
  const [criticidad, setCriticidad] = useState(complaint.criticidad);
  const [failure, setFailure] = useState<string | null>(null);

  const save = () => {
    setFailure(null);
    update.mutate(
      { id: complaint._id, estado, criticidad },
      dialogOutcome(msg.complaints.claimUpdateFailed, setFailure, onClose),
    );
  };

  return (
    <Modal onClose={onClose} title={`Editar ${complaint.ticket_id}`} description={complaint.titulo}>
      <div className="mt-4 flex flex-col gap-4">
        <FormAlert message={failure} />
        <EstadoSelect
          value={estado}
          onChange={(value) => setEstado(value as typeof estado)}
          placeholder="Seleccioná un estado"
        />
        <CriticidadSelect
          value={criticidad}
          onChange={(value) => setCriticidad(value as typeof criticidad)}
          placeholder="Seleccioná la criticidad"
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button disabled={update.isPending || !estado || !criticidad} onClick={save}>
            {update.isPending ? 'Guardando...' : 'Guardar'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
