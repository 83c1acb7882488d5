import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChangePasswordFormInput,
  type ChangePasswordInput,
  changePasswordFormSchema,
} from '@servihogar/shared/auth';
import * as msg from '@servihogar/shared/messages';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { ApiError, refusalMessage } from '../lib/api-client.ts';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { PasswordPairFields } from './field-groups.tsx';
import { FormAlert } from './form-alert.tsx';
import { Modal } from './modal.tsx';

type Props = {
  onClose: () => void;
  change: (input: ChangePasswordInput) => Promise<{ message?: string } | undefined>;
};

const EMPTY: ChangePasswordFormInput = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** Spec §2 'change-password modal': current, new and repeat; the server checks the current one. */
export function ChangePasswordDialog({ onClose, change }: Props) {
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const close = (open: boolean) => !open && onClose();

  if (done) {
    return (
      <Modal open onOpenChange={close} title="Contraseña actualizada" description={done}>
        <Button className="mt-6 w-full" onClick={onClose}>
          Aceptar
        </Button>
      </Modal>
    );
  }

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      const res = await change({ currentPassword, newPassword });
      setDone(res?.message || msg.password.changed);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [name, message] of Object.entries(error.fields)) {
          setError(name as FieldPath<ChangePasswordFormInput>, { message });
        }
        return;
      }
      setFailure(refusalMessage(error, msg.password.changeFailed));
    }
  });

  return (
    <Modal open onOpenChange={close} title="Cambiar contraseña">
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <Field
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordPairFields kind="renewal" register={register} errors={errors} />
        <FormAlert message={failure} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Guardando...' : 'Cambiar contraseña'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
