import {
  type ChangePasswordFormInput,
  type ChangePasswordInput,
  changePasswordFormSchema,
} from '@servihogar/shared/auth';
import * as msg from '@servihogar/shared/messages';
import { useState } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { failureText } from '../lib/feedback.ts';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { PasswordPairFields } from './field-groups.tsx';
import { Modal } from './modal.tsx';
import { FormNotice } from './ui/form/form-notice.tsx';
import { SubmitButton } from './ui/form/submit-button.tsx';
import { useApiForm } from './ui/form/use-api-form.ts';

type Props = {
  onClose: () => void;
  change: (input: ChangePasswordInput) => Promise<{ message?: string } | undefined>;
};

const EMPTY: ChangePasswordFormInput = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** Spec §2 'change-password modal': current, new and repeat; the server checks the current one. */
export function ChangePasswordDialog({ onClose, change }: Props) {
  const [done, setDone] = useState<string | null>(null);
  const form = useApiForm({
    schema: changePasswordFormSchema,
    defaultValues: EMPTY,
    // The server's per-field messages say it all; a refusal without them goes to the alert.
    failure: (error) =>
      error instanceof ApiError && error.fields ? null : failureText(error, msg.password.changeFailed),
  });
  const {
    register,
    formState: { errors },
  } = form;
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

  const submit = form.submit(async ({ currentPassword, newPassword }) => {
    const res = await change({ currentPassword, newPassword });
    setDone(res?.message || msg.password.changed);
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
        <FormNotice notice={form.notice} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <SubmitButton busy={form.busy} busyLabel="Guardando...">
            Cambiar contraseña
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
