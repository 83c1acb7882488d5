import * as msg from '@servihogar/shared/messages';
import type { RightsRequestKind } from '@servihogar/shared/subscription-rights';
import { type RightsRequestBody, rightsRequestBodySchema } from '@servihogar/shared/subscriptions';
import { Field, RadioGroupField } from '@/components/field.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { SubmitButton } from '@/components/ui/form/submit-button.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';
import { useRequestRights } from '../api/rights-requests.ts';

// The form's own texts, and the submit label it shares with the data-rights form.
const t = { ...msg.rightsRequestForm, publicSubmit: msg.subscriptionRights.publicSubmit };
const KINDS: { value: RightsRequestKind; label: string }[] = [
  { value: 'arrepentimiento', label: t.publicWithdraw },
  { value: 'baja', label: t.publicCancel },
];

type Values = { kind: string; email: string; dni: string };

/** The two consumer buttons without signing in (issue 32): e-mail + DNI, then the case code. */
export function RightsRequestForm({ kind }: { kind: RightsRequestKind | '' }) {
  const request = useRequestRights();
  const form = useApiForm<Values, RightsRequestBody>({
    schema: rightsRequestBodySchema,
    defaultValues: { kind, email: '', dni: '' },
    voice: 'server',
  });
  const submit = form.submit(async (body) => {
    const res = await request.mutateAsync(body);
    form.reset({ kind: body.kind, email: '', dni: '' });
    form.setNotice({
      message: res.message,
      detail: t.publicReceivedDetail,
      tone: 'success',
    });
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <RadioGroupField legend={t.publicKindLabel} options={KINDS} {...form.field('kind')} />
      <Field label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <Field label={t.publicDniLabel} inputMode="numeric" {...form.field('dni')} />
      <FormNotice notice={form.notice} />
      <SubmitButton busy={form.busy} busyLabel="Enviando...">
        {t.publicSubmit}
      </SubmitButton>
    </form>
  );
}
