import {
  type AdminGuaranteeClaim,
  GUARANTEE_DECISION_LABELS,
  GUARANTEE_DECISIONS,
  guaranteeDecisionBodySchema,
} from '@servihogar/shared/guarantee';
import * as msg from '@servihogar/shared/messages';
import { RadioGroupField, TextAreaField } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';
import { FormActions } from '@/components/ui/form/form-actions.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { unlessFields, useApiForm } from '@/components/ui/form/use-api-form.ts';
import { notify } from '@/lib/notify.ts';
import { useDecideClaim } from '../api/guarantee.ts';

const g = msg.guarantee;
const DECISIONS = GUARANTEE_DECISIONS.map((value) => ({ value, label: GUARANTEE_DECISION_LABELS[value] }));

/** The admin's decision and the outcome both parties receive by e-mail. */
export function DecideDialog({ claim, onClose }: { claim: AdminGuaranteeClaim; onClose: () => void }) {
  const decide = useDecideClaim();
  const form = useApiForm({
    schema: guaranteeDecisionBodySchema,
    defaultValues: { decision: undefined as never, resultado: '' },
    failure: unlessFields(g.decideFailed),
    voice: 'server',
  });
  return (
    <Modal onClose={onClose} title={g.decide} description={`${claim.codigo} · ${claim.profesional.nombre}`}>
      <form
        noValidate
        className="mt-4 flex flex-col gap-4"
        onSubmit={form.submit(async (body) => {
          await decide.mutateAsync({ codigo: claim.codigo, body });
          notify.success(g.decided);
          onClose();
        })}
      >
        <RadioGroupField legend={g.decisionLabel} options={DECISIONS} {...form.field('decision')} />
        <TextAreaField label={g.resultadoLabel} maxLength={2000} {...form.field('resultado')} />
        <FormNotice notice={form.notice} />
        <FormActions busy={form.busy} busyLabel="Enviando..." onCancel={onClose}>
          {g.decide}
        </FormActions>
      </form>
    </Modal>
  );
}
