import { zodResolver } from '@hookform/resolvers/zod';
import { type ClientRegistrationInput, clientRegistrationSchema } from '@servihogar/shared/auth';
import * as msg from '@servihogar/shared/messages';
import { type FieldPath, useForm } from 'react-hook-form';
import { Button } from '@/components/button.tsx';
import { Field } from '@/components/field.tsx';
import { PasswordPairFields, PersonFieldsets } from '@/components/field-groups.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { failureText } from '@/lib/feedback.ts';
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
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(clientRegistrationSchema), mode: 'onChange', defaultValues: EMPTY });

  const submit = handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        onRegistered();
      },
      // What was typed stays; the server's per-field messages go under their inputs.
      onError: (error) => {
        if (!(error instanceof ApiError) || !error.fields) return;
        for (const [name, message] of Object.entries(error.fields)) {
          setError(name as FieldPath<ClientRegistrationInput>, { message });
        }
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <PersonFieldsets register={register} errors={errors}>
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordPairFields kind="account" register={register} errors={errors} />
      </PersonFieldsets>
      <FormAlert
        message={
          registration.isError ? failureText(registration.error, msg.registration.unexpected, 'server') : null
        }
      />
      <Button type="submit" disabled={registration.isPending}>
        {registration.isPending ? 'Registrando...' : 'Registrarse'}
      </Button>
    </form>
  );
}
