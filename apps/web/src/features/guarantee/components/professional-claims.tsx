import { type GuaranteeClaim, guaranteeAnswerBodySchema } from '@servihogar/shared/guarantee';
import * as msg from '@servihogar/shared/messages';
import { TextAreaField } from '@/components/field.tsx';
import { FormActions } from '@/components/ui/form/form-actions.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { unlessFields, useApiForm } from '@/components/ui/form/use-api-form.ts';
import { notify } from '@/lib/notify.ts';
import { claimsOf, useAnswerClaim, useMyClaims } from '../api/guarantee.ts';
import { ClaimSummary } from './claim-summary.tsx';

const g = msg.guarantee;

function AnswerForm({ claim }: { claim: GuaranteeClaim }) {
  const answer = useAnswerClaim(claim.codigo);
  const form = useApiForm({
    schema: guaranteeAnswerBodySchema,
    defaultValues: { respuesta: '' },
    failure: unlessFields(g.answerFailed),
    voice: 'server',
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={form.submit(async (body) => {
        await answer.mutateAsync(body);
        notify.success(g.answered);
      })}
    >
      <TextAreaField label={g.answerLabel} maxLength={1000} {...form.field('respuesta')} />
      <FormNotice notice={form.notice} />
      <FormActions busy={form.busy} busyLabel="Enviando...">
        {g.answerSend}
      </FormActions>
    </form>
  );
}

/** The inbox (the professional): the claims on this request, answered once by the deadline. */
export function ProfessionalClaims({ solicitudId }: { solicitudId: string }) {
  const mine = useMyClaims();
  return claimsOf(mine.data, solicitudId)
    .filter((c) => c.rol === 'profesional')
    .map((claim) => (
      <ClaimSummary key={claim.codigo} claim={claim}>
        {claim.puedeResponder && <AnswerForm claim={claim} />}
      </ClaimSummary>
    ));
}
