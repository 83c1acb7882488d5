import * as msg from '@servihogar/shared/messages';
import {
  type DocumentDecision,
  documentDecisionSchema,
  type QueueItem,
} from '@servihogar/shared/verification';
import { Field, TextAreaField } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';
import { SubmitButton } from '@/components/ui/form/submit-button.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';

type Props = {
  item: QueueItem;
  estado: DocumentDecision['estado'];
  onDecide: (decision: DocumentDecision) => Promise<unknown>;
  onClose: () => void;
};

/**
 * A decision that needs more than a click. 'Aprobar' a criminal-record certificate (issue 45): the
 * admin checks the name and DNI against the certificate and types its issue day; the badge then shows
 * for 6 months from that day. 'Rechazar' asks for the reason the professional receives by e-mail.
 */
export function DecisionDialog({ item, estado, onDecide, onClose }: Props) {
  const approving = estado === 'aprobado';
  const form = useApiForm({
    schema: documentDecisionSchema,
    defaultValues: approving ? { estado, emitidoEl: '' } : { estado, motivo: '' },
  });
  const { nombre, apellido, dni } = item.professional;
  const action = approving ? msg.subscriptionsAdmin.approve : msg.subscriptionsAdmin.reject;
  return (
    <Modal
      onClose={onClose}
      title={action}
      description={
        approving
          ? `${msg.badges.certificateLabel}: ${nombre} ${apellido} · DNI ${dni}`
          : `${nombre} ${apellido}`
      }
    >
      <form noValidate onSubmit={form.submit(onDecide)} className="mt-4 flex flex-col gap-4">
        {approving ? (
          <Field label={msg.badges.issuedOnLabel} type="date" {...form.field('emitidoEl')} />
        ) : (
          <TextAreaField label={msg.verification.reasonLabel} maxLength={500} {...form.field('motivo')} />
        )}
        <SubmitButton busy={form.busy} busyLabel={action}>
          {action}
        </SubmitButton>
      </form>
    </Modal>
  );
}
