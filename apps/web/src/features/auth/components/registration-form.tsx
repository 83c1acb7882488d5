import { type ClientRegistrationInput, clientRegistrationSchema } from '@servihogar/shared/auth';
import { Field } from '@/components/field.tsx';
import { PasswordPairFields, PersonFieldsets } from '@/components/field-groups.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { SubmitButton } from '@/components/ui/form/submit-button.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';
import { useRegisterClient } from '../api/register.ts';

const EMPTY: ClientRegistrationInput = {
  nombre: '',
  apellido: '',
  numeroContacto: '',
  email: '',
  password: '',
  repassword: '',
  direccion: { calle: '', numero: '', ciudad: '', codigoPostal: '', pais: 'Argentina' },
};

/** Spec §5 client registration: validated live and on submit, sent only without errors. */
export function RegistrationForm({ onRegistered }: { onRegistered: () => void }) {
  const registration = useRegisterClient();
  const form = useApiForm({
    schema: clientRegistrationSchema,
    mode: 'onChange',
    defaultValues: EMPTY,
    voice: 'server',
  });

  // What was typed stays on a failure; the server's per-field messages go under their inputs.
  const submit = form.submit(async (values) => {
    await registration.mutateAsync(values);
    form.reset(EMPTY);
    onRegistered();
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <PersonFieldsets form={form}>
        <Field label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <PasswordPairFields kind="account" form={form} />
      </PersonFieldsets>
      <FormNotice notice={form.notice} />
      <SubmitButton busy={form.busy} busyLabel="Registrando...">
        Registrarse
      </SubmitButton>
    </form>
  );
}
