import {
  type ChangePasswordFormInput,
  type ChangePasswordInput,
  changePasswordFormSchema,
} from '@servihogar/shared/auth';
import * as msg from '@servihogar/shared/messages';
import { useState } from 'react';
import { Button } from './button.tsx';
import { PasswordField } from './field.tsx';
import { PasswordPairFields } from './field-groups.tsx';
import { Modal } from './modal.tsx';
import { FormActions } from './ui/form/form-actions.tsx';
import { FormNotice } from './ui/form/form-notice.tsx';
import { unlessFields, useApiForm } from './ui/form/use-api-form.ts';

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
    failure: unlessFields(msg.password.changeFailed),
  });

  if (done) {
    return (
      <Modal onClose={onClose} title="Contraseña actualizada" description={done}>
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
    <Modal onClose={onClose} title="Cambiar contraseña">
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <PasswordField current label="Contraseña actual" {...form.field('currentPassword')} />
        <PasswordPairFields kind="renewal" form={form} />
        <FormNotice notice={form.notice} />
        <FormActions busy={form.busy} busyLabel="Guardando..." onCancel={onClose}>
          Cambiar contraseña
        </FormActions>
      </form>
    </Modal>
  );
}
