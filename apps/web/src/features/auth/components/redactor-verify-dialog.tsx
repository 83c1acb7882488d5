import { verificationTokenSchema } from '@servihogar/shared/auth';
import * as msg from '@servihogar/shared/messages';
import { Field } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { SubmitButton } from '@/components/ui/form/submit-button.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';
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
  const form = useApiForm({
    schema: verificationTokenSchema,
    defaultValues: { token: '' },
    failure: confirmErrorMessage,
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Verificá tu cuenta"
      description="Ingresá el token que te enviamos por email para activar tu cuenta de redactor."
    >
      <form
        noValidate
        onChange={() => form.setNotice(null)}
        onSubmit={form.submit(async ({ token }) => {
          await confirm.mutateAsync(token);
          onConfirmed();
        })}
        className="mt-4 flex flex-col gap-4"
      >
        <FormNotice notice={form.notice} />
        <Field label="Token" autoComplete="one-time-code" {...form.field('token')} />
        <SubmitButton busy={form.busy} busyLabel="Verificando...">
          Verificar
        </SubmitButton>
      </form>
    </Modal>
  );
}
