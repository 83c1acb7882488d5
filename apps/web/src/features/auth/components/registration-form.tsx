import { zodResolver } from '@hookform/resolvers/zod';
import { type ClientRegistrationInput, clientRegistrationSchema } from '@servihogar/shared/auth';
import { msg } from '@servihogar/shared/messages';
import { type FieldPath, useForm } from 'react-hook-form';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PhoneField } from '../../../components/phone-field.tsx';
import { ApiError, serverMessage } from '../../../lib/api-client.ts';
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

const GROUP = 'grid gap-4 sm:grid-cols-2';
const LEGEND = 'mb-3 text-lg font-bold text-ink';

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

  const d = errors.direccion;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <fieldset>
        <legend className={LEGEND}>Datos personales</legend>
        <div className={GROUP}>
          <Field
            label="Nombre"
            autoComplete="given-name"
            error={errors.nombre?.message}
            {...register('nombre')}
          />
          <Field
            label="Apellido"
            autoComplete="family-name"
            error={errors.apellido?.message}
            {...register('apellido')}
          />
          <PhoneField error={errors.numeroContacto?.message} {...register('numeroContacto')} />
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Field
            label="Contraseña"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password', { deps: ['repassword'] })}
          />
          <Field
            label="Repite la contraseña"
            type="password"
            autoComplete="new-password"
            error={errors.repassword?.message}
            {...register('repassword')}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend className={LEGEND}>Dirección</legend>
        <div className={GROUP}>
          <Field
            label="Calle"
            autoComplete="address-line1"
            error={d?.calle?.message}
            {...register('direccion.calle')}
          />
          <Field
            label="Número"
            inputMode="numeric"
            error={d?.numero?.message}
            {...register('direccion.numero')}
          />
          <Field
            label="Ciudad"
            autoComplete="address-level2"
            error={d?.ciudad?.message}
            {...register('direccion.ciudad')}
          />
          <Field
            label="Código postal"
            autoComplete="postal-code"
            error={d?.codigoPostal?.message}
            {...register('direccion.codigoPostal')}
          />
          <Field
            label="País"
            autoComplete="country-name"
            error={d?.pais?.message}
            {...register('direccion.pais')}
          />
        </div>
      </fieldset>
      <FormAlert
        message={registration.isError ? serverMessage(registration.error, msg.registration.unexpected) : null}
      />
      <Button type="submit" disabled={registration.isPending}>
        {registration.isPending ? 'Registrando...' : 'Registrarse'}
      </Button>
    </form>
  );
}
