import {
  DATA_RIGHTS_KINDS,
  type DataRightsChannel,
  type DataRightsKind,
  type DataRightsRequestBody,
  dataRightsRequestBodySchema,
} from '@servihogar/shared/data-rights-requests';
import * as msg from '@servihogar/shared/messages';
import { Field, RadioGroupField, TextAreaField } from '@/components/field.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { SubmitButton } from '@/components/ui/form/submit-button.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';
import { useFileDataRightsRequest } from '../api/data-rights-requests.ts';

const t = msg.dataRightsRequests;
const KINDS = (Object.entries(DATA_RIGHTS_KINDS) as [DataRightsKind, string][]).map(([value, label]) => ({
  value,
  label,
}));

type Values = { kind: string; channel: DataRightsChannel; nombre: string; email: string; detalle: string };

/**
 * A request about one's data (Ley 25.326, issue 32) from anyone: access, correction or deletion;
 * the case code and its due day show here at once, and arrive by e-mail.
 */
export function DataRightsRequestForm({ channel }: { channel: DataRightsChannel }) {
  const file = useFileDataRightsRequest();
  const empty: Values = { kind: '', channel, nombre: '', email: '', detalle: '' };
  const form = useApiForm<Values, DataRightsRequestBody>({
    schema: dataRightsRequestBodySchema,
    defaultValues: empty,
    failure: t.failed,
  });
  const submit = form.submit(async (body) => {
    const receipt = await file.mutateAsync(body);
    form.reset(empty);
    form.setNotice({ message: receipt.message, detail: t.receivedDetail, tone: 'success' });
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t.title}>
      <RadioGroupField legend={t.kindLabel} options={KINDS} {...form.field('kind')} />
      <Field label={t.nameLabel} autoComplete="name" {...form.field('nombre')} />
      <Field label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <TextAreaField label={t.detailLabel} maxLength={2000} {...form.field('detalle')} />
      <FormNotice notice={form.notice} />
      <SubmitButton busy={form.busy} busyLabel="Enviando...">
        {msg.subscriptionRights.publicSubmit}
      </SubmitButton>
    </form>
  );
}
