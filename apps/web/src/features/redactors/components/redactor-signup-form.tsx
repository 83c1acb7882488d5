import * as msg from '@servihogar/shared/messages';
import { type RedactorSignupInput, redactorSignupSchema } from '@servihogar/shared/redactors';
import { Field } from '@/components/field.tsx';
import { NameFields, PasswordPairFields } from '@/components/field-groups.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { SubmitButton } from '@/components/ui/form/submit-button.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';
import { useAddRedactor } from '../api/add-redactor.ts';

const EMPTY: RedactorSignupInput = { nombre: '', apellido: '', email: '', password: '', repassword: '' };

/** Spec §5 'Redactor creation': any invalid field also raises the 'Verifica los datos' warning. */
export function RedactorSignupForm() {
  const add = useAddRedactor();
  const form = useApiForm({ schema: redactorSignupSchema, defaultValues: EMPTY, voice: 'server' });

  const submit = form.submit(
    async (values) => {
      const res = await add.mutateAsync(values);
      form.reset(EMPTY);
      form.setNotice({ tone: 'success', message: res?.message || msg.accounts.redactorCreated });
    },
    () => form.setNotice({ tone: 'warning', message: msg.redactor.checkData }),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormNotice notice={form.notice} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields form={form} autoComplete="off" />
        <Field
          label="Email"
          type="email"
          autoComplete="off"
          className="sm:col-span-2"
          {...form.field('email')}
        />
        <PasswordPairFields kind="account" form={form} />
      </div>
      <SubmitButton busy={form.busy} busyLabel="Creando..." className="sm:self-start">
        Crear redactor
      </SubmitButton>
    </form>
  );
}
