import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { type WhatsAppState, whatsAppConfirmSchema, whatsAppNumberSchema } from '@servihogar/shared/whatsapp';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { Field } from '@/components/field.tsx';
import { QueryError } from '@/components/list-states.tsx';
import { PhoneField } from '@/components/phone-field.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { SubmitButton } from '@/components/ui/form/submit-button.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';
import { ApiError } from '@/lib/api-client.ts';
import { failureText } from '@/lib/feedback.ts';
import {
  useConfirmWhatsApp,
  useRemoveWhatsApp,
  useRequestWhatsAppCode,
  useWhatsApp,
} from '../api/whatsapp.ts';

function NumberForm({ numero, onSent }: { numero: string; onSent: () => void }) {
  const request = useRequestWhatsAppCode();
  const form = useApiForm({
    schema: whatsAppNumberSchema,
    defaultValues: { numero },
    failure: msg.whatsApp.sendFailed,
  });
  const submit = form.submit(async (values) => {
    await request.mutateAsync(values);
    onSent();
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <FormNotice notice={form.notice} />
      <PhoneField label={msg.whatsApp.numberLabel} {...form.field('numero')} />
      <SubmitButton busy={form.busy} busyLabel={msg.whatsApp.sendingCode} className="self-start">
        {msg.whatsApp.sendCode}
      </SubmitButton>
    </form>
  );
}

function CodeForm({ numero, onChangeNumber }: { numero: string; onChangeNumber: () => void }) {
  const confirm = useConfirmWhatsApp();
  const form = useApiForm({
    schema: whatsAppConfirmSchema,
    defaultValues: { codigo: '' },
    // A wrong code is said under the field; anything else in the alert.
    failure: (error) =>
      error instanceof ApiError && error.fields ? null : failureText(error, msg.whatsApp.wrongCode),
  });
  const submit = form.submit((values) => confirm.mutateAsync(values));
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <p className="text-stone-700" role="status">
        {fillMessage(msg.whatsApp.codeSent, { numero })}
      </p>
      <FormNotice notice={form.notice} />
      <Field
        label={msg.whatsApp.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...form.field('codigo')}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.busy} busyLabel={msg.whatsApp.confirming}>
          {msg.whatsApp.confirm}
        </SubmitButton>
        <Button variant="secondary" onClick={onChangeNumber}>
          {msg.whatsApp.changeNumber}
        </Button>
      </div>
    </form>
  );
}

function Confirmed({ state, onChangeNumber }: { state: WhatsAppState; onChangeNumber: () => void }) {
  const remove = useRemoveWhatsApp();
  return (
    <div className="flex flex-col gap-3">
      <p className="font-medium text-green-800" data-testid="whatsapp-confirmed">
        {fillMessage(msg.whatsApp.confirmed, { numero: state.numero ?? '' })}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onChangeNumber}>
          {msg.whatsApp.changeNumber}
        </Button>
        <Button variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(undefined)}>
          {msg.whatsApp.remove}
        </Button>
      </div>
    </div>
  );
}

/**
 * WhatsApp, opt-in (issue 42, part 5): the number, the 6-digit code that came over WhatsApp, then
 * confirmed. Only rendered when the server has WhatsApp configured (the app config says so).
 */
export function WhatsAppOptIn() {
  const query = useWhatsApp(true);
  const [editing, setEditing] = useState(false);
  if (query.isError) return <QueryError query={query} />;
  if (!query.data) return <p className="text-muted">Cargando…</p>;
  const state = query.data;
  const body =
    state.confirmado && !editing ? (
      <Confirmed state={state} onChangeNumber={() => setEditing(true)} />
    ) : state.numero && !state.confirmado && !editing ? (
      <CodeForm numero={state.numero} onChangeNumber={() => setEditing(true)} />
    ) : (
      <NumberForm numero={state.numero ?? ''} onSent={() => setEditing(false)} />
    );
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">{msg.whatsApp.title}</h3>
      <p className="text-stone-700">{msg.whatsApp.intro}</p>
      {body}
    </div>
  );
}
