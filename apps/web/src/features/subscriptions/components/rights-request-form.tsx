import * as msg from '@servihogar/shared/messages';
import type { RightsRequestKind } from '@servihogar/shared/subscription-rights';
import { type RightsRequestBody, rightsRequestBodySchema } from '@servihogar/shared/subscriptions';
import type { z } from 'zod';
import { Field } from '@/components/field.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { SubmitButton } from '@/components/ui/form/submit-button.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';
import { useRequestRights } from '../api/rights-requests.ts';

const t = msg.subscriptionRights;
const KINDS: { value: RightsRequestKind; label: string }[] = [
  { value: 'arrepentimiento', label: t.publicWithdraw },
  { value: 'baja', label: t.publicCancel },
];

type Values = { kind: string; email: string; dni: string };

/** The two consumer buttons without signing in (issue 32): e-mail + DNI, then the case code. */
export function RightsRequestForm({ kind }: { kind: RightsRequestKind | '' }) {
  const request = useRequestRights();
  const form = useApiForm<Values, RightsRequestBody>({
    schema: rightsRequestBodySchema as unknown as z.ZodType<RightsRequestBody, Values>,
    defaultValues: { kind, email: '', dni: '' },
    voice: 'server',
  });
  const {
    register,
    formState: { errors },
  } = form;
  const submit = form.submit(async (body) => {
    const res = await request.mutateAsync(body);
    form.reset({ kind: body.kind, email: '', dni: '' });
    form.setNotice({ message: res.message, detail: t.publicReceivedDetail, tone: 'success' });
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <fieldset aria-describedby={errors.kind ? 'kind-error' : undefined}>
        <legend className="mb-2 font-semibold text-ink">{t.publicKindLabel}</legend>
        {KINDS.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              value={option.value}
              className="size-5 accent-brand-700"
              {...register('kind')}
            />
            {option.label}
          </label>
        ))}
        {errors.kind && (
          <p id="kind-error" className="text-sm font-medium text-red-800">
            {errors.kind.message}
          </p>
        )}
      </fieldset>
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Field label={t.publicDniLabel} inputMode="numeric" error={errors.dni?.message} {...register('dni')} />
      <FormNotice notice={form.notice} />
      <SubmitButton busy={form.busy} busyLabel="Enviando...">
        {t.publicSubmit}
      </SubmitButton>
    </form>
  );
}
