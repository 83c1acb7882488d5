import { REPORT_REASON_MAX, reportBodySchema } from '@servihogar/shared/conversations';
import * as msg from '@servihogar/shared/messages';
import { TextAreaField } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';
import { FormActions } from '@/components/ui/form/form-actions.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';

type Props = {
  /** What the reported message said, to be sure of which one. */
  quote: string;
  onReport: (reason: string) => Promise<unknown>;
  onClose: () => void;
};

/** "Denunciar mensaje": the reason an admin will read beside the conversation. */
export function ReportDialog({ quote, onReport, onClose }: Props) {
  const form = useApiForm({
    schema: reportBodySchema,
    defaultValues: { reason: '' },
    failure: msg.conversations.reportFailed,
  });
  const length = form.watch('reason')?.length ?? 0;
  return (
    <Modal onClose={onClose} title={msg.conversations.report} description={quote}>
      <form
        noValidate
        className="mt-4 flex flex-col gap-4"
        onSubmit={form.submit(async ({ reason }) => {
          await onReport(reason);
          onClose();
        })}
      >
        <TextAreaField
          label={msg.ban.reasonLabel}
          maxLength={REPORT_REASON_MAX}
          hint={`${length}/${REPORT_REASON_MAX} caracteres`}
          {...form.field('reason')}
        />
        <FormNotice notice={form.notice} />
        <FormActions busy={form.busy} busyLabel="Enviando..." onCancel={onClose}>
          {msg.conversations.reportSend}
        </FormActions>
      </form>
    </Modal>
  );
}
