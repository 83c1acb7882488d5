import { hideMessageBodySchema, REPORT_REASON_MAX } from '@servihogar/shared/conversations';
import * as msg from '@servihogar/shared/messages';
import { TextAreaField } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';
import { FormActions } from '@/components/ui/form/form-actions.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';
import { useHideMessage } from '../api/reported.ts';

type Props = { mensajeId: string; quote: string; onClose: () => void };

/** An admin hides a reported message, with the reason (written to the audit log). */
export function HideDialog({ mensajeId, quote, onClose }: Props) {
  const hide = useHideMessage();
  const form = useApiForm({
    schema: hideMessageBodySchema,
    defaultValues: { reason: '' },
    failure: msg.conversations.hideFailed,
  });
  return (
    <Modal onClose={onClose} title={msg.conversations.hide} description={quote}>
      <form
        noValidate
        className="mt-4 flex flex-col gap-4"
        onSubmit={form.submit(async ({ reason }) => {
          await hide.mutateAsync({ mensajeId, reason });
          onClose();
        })}
      >
        <TextAreaField label={msg.ban.reasonLabel} maxLength={REPORT_REASON_MAX} {...form.field('reason')} />
        <FormNotice notice={form.notice} />
        <FormActions busy={form.busy} busyLabel="Ocultando..." onCancel={onClose}>
          {msg.conversations.hide}
        </FormActions>
      </form>
    </Modal>
  );
}
