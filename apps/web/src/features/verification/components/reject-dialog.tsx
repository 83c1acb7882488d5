import * as msg from '@servihogar/shared/messages';
import {
  type DocumentDecision,
  documentDecisionSchema,
  type QueueItem,
} from '@servihogar/shared/verification';
import { TextAreaField } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';
import { SubmitButton } from '@/components/ui/form/submit-button.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';

type Props = {
  item: QueueItem;
  onReject: (decision: DocumentDecision) => Promise<unknown>;
  onClose: () => void;
};

/** 'Rechazar' asks for the reason the professional receives by e-mail. */
export function RejectDialog({ item, onReject, onClose }: Props) {
  const form = useApiForm({
    schema: documentDecisionSchema,
    defaultValues: { estado: 'rechazado', motivo: '' },
  });
  return (
    <Modal
      onClose={onClose}
      title={msg.subscriptionsAdmin.reject}
      description={`${item.professional.nombre} ${item.professional.apellido}`}
    >
      <form noValidate onSubmit={form.submit(onReject)} className="mt-4 flex flex-col gap-4">
        <TextAreaField label={msg.verification.reasonLabel} maxLength={500} {...form.field('motivo')} />
        <SubmitButton busy={form.busy} busyLabel={msg.subscriptionsAdmin.reject}>
          {msg.subscriptionsAdmin.reject}
        </SubmitButton>
      </form>
    </Modal>
  );
}
