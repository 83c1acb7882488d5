import { zodResolver } from '@hookform/resolvers/zod';
import * as msg from '@servihogar/shared/messages';
import { type RedactorSignupInput, redactorSignupSchema } from '@servihogar/shared/redactors';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { Button } from '@/components/button.tsx';
import { Field } from '@/components/field.tsx';
import { NameFields, PasswordPairFields } from '@/components/field-groups.tsx';
import { type AlertTone, FormAlert } from '@/components/form-alert.tsx';
import { ApiError, serverMessage } from '@/lib/api-client.ts';
import { useAddRedactor } from '../api/add-redactor.ts';

const EMPTY: RedactorSignupInput = { nombre: '', apellido: '', email: '', password: '', repassword: '' };

type Notice = { tone: AlertTone; message: string };

/** Spec §5 'Redactor creation': any invalid field also raises the 'Verifica los datos' warning. */
export function RedactorSignupForm() {
  const add = useAddRedactor();
  const [notice, setNotice] = useState<Notice | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(redactorSignupSchema), defaultValues: EMPTY });

  const submit = handleSubmit(
    (values) => {
      setNotice(null);
      add.mutate(values, {
        onSuccess: (res) => {
          reset(EMPTY);
          setNotice({ tone: 'success', message: res?.message || msg.accounts.redactorCreated });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) {
            for (const [name, message] of Object.entries(error.fields)) {
              setError(name as FieldPath<RedactorSignupInput>, { message });
            }
          }
          setNotice({ tone: 'error', message: serverMessage(error, msg.registration.unexpected) });
        },
      });
    },
    () => setNotice({ tone: 'warning', message: msg.redactor.checkData }),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={notice?.message ?? null} tone={notice?.tone} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields register={register} errors={errors} autoComplete="off" />
        <Field
          label="Email"
          type="email"
          autoComplete="off"
          className="sm:col-span-2"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordPairFields kind="account" register={register} errors={errors} />
      </div>
      <Button type="submit" disabled={add.isPending} className="sm:self-start">
        {add.isPending ? 'Creando...' : 'Crear redactor'}
      </Button>
    </form>
  );
}
