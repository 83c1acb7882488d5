import { zodResolver } from '@hookform/resolvers/zod';
import * as msg from '@servihogar/shared/messages';
import {
  type UserEditBody,
  type UserEditBodyInput,
  type UserProfile,
  userEditBodySchema,
} from '@servihogar/shared/users';
import { useState } from 'react';
import { type FieldPath, type Resolver, type ResolverOptions, useForm } from 'react-hook-form';
import { Button } from '@/components/button.tsx';
import { Field } from '@/components/field.tsx';
import { PersonFieldsets } from '@/components/field-groups.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { ApiError, refusalMessage } from '@/lib/api-client.ts';

type Values = UserEditBodyInput & { direccion: NonNullable<UserEditBodyInput['direccion']> };

function valuesOf(user: UserProfile): Values {
  return {
    nombre: user.nombre,
    apellido: user.apellido,
    numeroContacto: user.numeroContacto ?? '',
    dni: user.dni ?? '',
    direccion: user.direccion ?? { calle: '', numero: '', ciudad: '', codigoPostal: '', pais: '' },
  };
}

// An account without an address (e.g. made at /workWithUs) may keep it empty: a blank address
// is left out of the body instead of failing the required-field rule.
const schemaResolver = zodResolver(userEditBodySchema);
const resolver: Resolver<Values, unknown, UserEditBody> = (values, context, options) => {
  const blank = Object.values(values.direccion).every((v) => !v.trim());
  const input = blank ? { ...values, direccion: undefined } : values;
  return schemaResolver(input, context, options as ResolverOptions<UserEditBodyInput>);
};

type Props = { user: UserProfile; save: (body: UserEditBodyInput) => Promise<unknown>; onCancel: () => void };

/** The client's own data (product §3 User): everything but the e-mail, which is shown read-only. */
export function UserProfileForm({ user, save, onCancel }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, UserEditBody>({ resolver, defaultValues: valuesOf(user) });

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await save(body);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [name, message] of Object.entries(error.fields)) {
          setError(name as FieldPath<Values>, { message });
        }
      }
      setFailure(refusalMessage(error, msg.edit.updateFailed));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <PersonFieldsets register={register} errors={errors}>
        <Field label="DNI" inputMode="numeric" error={errors.dni?.message} {...register('dni')} />
        <Field
          label="Email"
          type="email"
          value={user.email}
          readOnly
          hint={msg.profile.emailNotEditable}
          className="sm:col-span-2"
        />
      </PersonFieldsets>
      <FormAlert message={failure} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando...' : 'Guardar cambios'}
        </Button>
      </div>
    </form>
  );
}
