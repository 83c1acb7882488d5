import { fillMessage } from '@servihogar/shared/format';
import {
  GUARANTEE_MOTIVO_LABELS,
  GUARANTEE_MOTIVOS,
  guaranteeClaimBodySchema,
} from '@servihogar/shared/guarantee';
import * as msg from '@servihogar/shared/messages';
import { RadioGroupField, TextAreaField } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';
import { FormActions } from '@/components/ui/form/form-actions.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { unlessFields, useApiForm } from '@/components/ui/form/use-api-form.ts';
import { notify } from '@/lib/notify.ts';
import { useFileClaim } from '../api/guarantee.ts';

const g = msg.guarantee;
const MOTIVOS = GUARANTEE_MOTIVOS.map((value) => ({ value, label: GUARANTEE_MOTIVO_LABELS[value] }));

/** "Reclamo de garantía": what went wrong and a description; the code is shown and mailed. */
export function ClaimDialog({ solicitudId, onClose }: { solicitudId: string; onClose: () => void }) {
  const file = useFileClaim(solicitudId);
  const form = useApiForm({
    schema: guaranteeClaimBodySchema,
    defaultValues: { motivo: undefined as never, descripcion: '' },
    failure: unlessFields(g.failed),
    voice: 'server',
  });
  return (
    <Modal onClose={onClose} title={g.open} description={g.intro}>
      <form
        noValidate
        className="mt-4 flex flex-col gap-4"
        onSubmit={form.submit(async (body) => {
          const { codigo } = await file.mutateAsync(body);
          notify.success(fillMessage(g.sent, { codigo }));
          onClose();
        })}
      >
        <RadioGroupField legend={g.motivoLabel} options={MOTIVOS} {...form.field('motivo')} />
        <TextAreaField label={g.descripcionLabel} maxLength={2000} {...form.field('descripcion')} />
        <FormNotice notice={form.notice} />
        <FormActions busy={form.busy} busyLabel="Enviando..." onCancel={onClose}>
          {g.send}
        </FormActions>
      </form>
    </Modal>
  );
}
