import { zodResolver } from '@hookform/resolvers/zod';
import { type DeleteAccountBody, deleteAccountBodySchema } from '@servihogar/shared/data-rights';
import * as msg from '@servihogar/shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button.tsx';
import { Field } from '@/components/field.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { Modal } from '@/components/modal.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { failureText } from '@/lib/feedback.ts';

type Props = {
  onClose: () => void;
  remove: (body: DeleteAccountBody) => Promise<unknown>;
  onDeleted: () => void;
};

/** Asks for the password before deleting the account; the server checks it. */
export function DeleteAccountDialog({ onClose, remove, onDeleted }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(deleteAccountBodySchema), defaultValues: { password: '' } });

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await remove(body);
      onDeleted();
    } catch (error) {
      if (error instanceof ApiError && error.fields?.password) {
        setError('password', { message: error.fields.password });
        return;
      }
      setFailure(failureText(error, msg.registration.unexpected));
    }
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={msg.dataRights.confirmTitle}
      description={msg.dataRights.confirmText}
    >
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <Field
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <FormAlert message={failure} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            type="submit"
            disabled={isSubmitting}
            className="bg-red-700 hover:bg-red-800 active:bg-red-900"
          >
            {isSubmitting ? 'Eliminando...' : msg.dataRights.confirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
