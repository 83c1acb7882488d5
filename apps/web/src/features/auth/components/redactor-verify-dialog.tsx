import { zodResolver } from '@hookform/resolvers/zod';
import { verificationTokenSchema } from '@servihogar/shared/auth';
import * as msg from '@servihogar/shared/messages';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button.tsx';
import { Field } from '@/components/field.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { Modal } from '@/components/modal.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { failureText } from '@/lib/feedback.ts';
import { useConfirmRedactor } from '../api/confirm-redactor.ts';

function confirmErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
    return msg.redactor.tokenIncorrectOrExpired;
  }
  return failureText(error, msg.login.noResponse, 'server');
}

type Props = { open: boolean; onClose: () => void; onConfirmed: () => void };

/** Redactor status `verificar_cuenta` (product §4): the token e-mailed at creation activates the account. */
export function RedactorVerifyDialog({ open, onClose, onConfirmed }: Props) {
  const confirm = useConfirmRedactor();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(verificationTokenSchema), defaultValues: { token: '' } });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Verifica tu cuenta"
      description="Ingresa el token que te enviamos por email para activar tu cuenta de redactor."
    >
      <form
        noValidate
        onChange={() => confirm.reset()}
        onSubmit={handleSubmit(({ token }) => confirm.mutate(token, { onSuccess: onConfirmed }))}
        className="mt-4 flex flex-col gap-4"
      >
        <FormAlert message={confirm.isError ? confirmErrorMessage(confirm.error) : null} />
        <Field
          label="Token"
          autoComplete="one-time-code"
          error={errors.token?.message}
          {...register('token')}
        />
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? 'Verificando...' : 'Verificar'}
        </Button>
      </form>
    </Modal>
  );
}
