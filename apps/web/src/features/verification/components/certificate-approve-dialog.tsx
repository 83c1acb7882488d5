import * as msg from '@servihogar/shared/messages';
import {
  type DocumentDecision,
  documentDecisionSchema,
  type QueueItem,
} from '@servihogar/shared/verification';
import { Field } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';
import { SubmitButton } from '@/components/ui/form/submit-button.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';

type Props = {
  item: QueueItem;
  onApprove: (decision: DocumentDecision) => Promise<unknown>;
  onClose: () => void;
};

/**
 * 'Aprobar' a criminal-record certificate (issue 45): the admin checks the name and DNI against the
 * certificate and types its issue day; the badge then shows for 6 months from that day.
 */
export function CertificateApproveDialog({ item, onApprove, onClose }: Props) {
  const form = useApiForm({
    schema: documentDecisionSchema,
    defaultValues: { estado: 'aprobado', emitidoEl: '' },
    failure: msg.api.internal,
    voice: 'server',
  });
  const { nombre, apellido, dni } = item.professional;
  return (
    <Modal
      onClose={onClose}
      title={msg.subscriptionsAdmin.approve}
      description={`${msg.badges.certificateLabel}: ${nombre} ${apellido} · DNI ${dni}`}
    >
      <form noValidate onSubmit={form.submit(onApprove)} className="mt-4 flex flex-col gap-4">
        <Field label={msg.badges.issuedOnLabel} type="date" {...form.field('emitidoEl')} />
        <SubmitButton busy={form.busy} busyLabel={msg.subscriptionsAdmin.approve}>
          {msg.subscriptionsAdmin.approve}
        </SubmitButton>
      </form>
    </Modal>
  );
}
