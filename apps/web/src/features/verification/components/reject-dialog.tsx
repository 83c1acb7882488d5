import * as msg from '@servihogar/shared/messages';
import type { QueueItem } from '@servihogar/shared/verification';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { TextAreaField } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';

type Props = { item: QueueItem; busy: boolean; onReject: (motivo: string) => void; onClose: () => void };

/** 'Rechazar' asks for the reason the professional receives by e-mail. */
export function RejectDialog({ item, busy, onReject, onClose }: Props) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!motivo.trim()) return setError(msg.verification.reasonRequired);
    onReject(motivo.trim());
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={msg.subscriptionsAdmin.reject}
      description={`${item.professional.nombre} ${item.professional.apellido}`}
    >
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <TextAreaField
          label={msg.verification.reasonLabel}
          value={motivo}
          maxLength={500}
          error={error}
          onChange={(e) => {
            setMotivo(e.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" disabled={busy}>
          {msg.subscriptionsAdmin.reject}
        </Button>
      </form>
    </Modal>
  );
}
