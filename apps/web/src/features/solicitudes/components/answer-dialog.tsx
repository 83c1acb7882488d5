import * as msg from '@servihogar/shared/messages';
import { ANSWER_TEXT_MAX } from '@servihogar/shared/solicitud-state';
import { answerBodySchema } from '@servihogar/shared/solicitudes';
import { TextAreaField } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';
import { FormActions } from '@/components/ui/form/form-actions.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { unlessFields, useApiForm } from '@/components/ui/form/use-api-form.ts';
import type { SolicitudAction } from '../api/solicitud-actions.ts';

type Props = {
  client: string;
  onConfirm: (action: SolicitudAction) => Promise<unknown>;
  onClose: () => void;
};

/** "No puedo", with an optional short answer the client reads in Mis solicitudes and the e-mail. */
export function AnswerDialog({ client, onConfirm, onClose }: Props) {
  const form = useApiForm({
    schema: answerBodySchema,
    defaultValues: { answer: 'no_puedo', answerText: '' },
    failure: unlessFields(msg.registration.unexpected),
  });
  const length = form.watch('answerText')?.length ?? 0;
  return (
    <Modal
      onClose={onClose}
      title="No puedo tomar este pedido"
      description={`${client} recibirá tu respuesta por e-mail. Si querés, explicale por qué.`}
    >
      <form
        noValidate
        className="mt-4 flex flex-col gap-4"
        onSubmit={form.submit(async (body) => {
          await onConfirm({ kind: 'answer', body });
          onClose();
        })}
      >
        <TextAreaField
          label="Respuesta (opcional)"
          maxLength={ANSWER_TEXT_MAX}
          hint={`${length}/${ANSWER_TEXT_MAX} caracteres`}
          {...form.field('answerText')}
        />
        <FormNotice notice={form.notice} />
        <FormActions busy={form.busy} busyLabel="Enviando..." onCancel={onClose}>
          Enviar "No puedo"
        </FormActions>
      </form>
    </Modal>
  );
}
