import {
  type DataRightsRequest,
  type DataRightsResolution,
  dataRightsResolutionSchema,
} from '@servihogar/shared/data-rights-requests';
import * as msg from '@servihogar/shared/messages';
import { TextAreaField } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';
import { FormActions } from '@/components/ui/form/form-actions.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';

const t = msg.dataRightsRequests;

type Props = {
  request: DataRightsRequest;
  status: DataRightsResolution['status'];
  onResolve: (resolution: DataRightsResolution) => Promise<unknown>;
  onClose: () => void;
};

/** 'Marcar respondido' / 'Rechazar' ask for the note the person receives by e-mail. */
export function ResolveDialog({ request, status, onResolve, onClose }: Props) {
  const form = useApiForm({
    schema: dataRightsResolutionSchema,
    defaultValues: { status, note: '' },
    failure: t.resolveFailed,
    voice: 'server',
  });
  const label = status === 'respondida' ? t.answer : msg.subscriptionsAdmin.reject;
  return (
    <Modal onClose={onClose} title={label} description={`${request.code} · ${request.nombre}`}>
      <form noValidate onSubmit={form.submit(onResolve)} className="mt-4 flex flex-col gap-4">
        <TextAreaField label={t.noteLabel} maxLength={2000} {...form.field('note')} />
        <FormNotice notice={form.notice} />
        <FormActions busy={form.busy} busyLabel={label} onCancel={onClose}>
          {label}
        </FormActions>
      </form>
    </Modal>
  );
}
