import * as msg from '@servihogar/shared/messages';
import { type AdminUser, banUserBodySchema } from '@servihogar/shared/users';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { TextAreaField } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';
import { FormActions } from '@/components/ui/form/form-actions.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';
import { failureText } from '@/lib/feedback.ts';
import { useBanUser } from '../api/ban-user.ts';

type Result = { ok: true; message: string } | { ok: false; message: string; reason: string };

type Props = { user: AdminUser; onClose: () => void };

/** Spec §2/§8: a reason, then a success dialog, or an error dialog with the error and the 'Motivo'. */
export function BanDialog({ user, onClose }: Props) {
  const ban = useBanUser();
  const [result, setResult] = useState<Result | null>(null);
  const form = useApiForm({ schema: banUserBodySchema, defaultValues: { reason: '' } });
  const name = `${user.nombre} ${user.apellido}`;

  if (result?.ok) {
    return (
      <Modal onClose={onClose} title="Usuario suspendido" description={result.message}>
        <Button className="mt-6 w-full" onClick={onClose}>
          Aceptar
        </Button>
      </Modal>
    );
  }
  if (result) {
    return (
      <Modal onClose={onClose} title="No se pudo suspender al usuario" description={result.message}>
        <p className="mt-3 break-words text-ink">
          <strong>{msg.ban.reasonLabel}:</strong> {result.reason}
        </p>
        <Button className="mt-6 w-full" onClick={onClose}>
          Aceptar
        </Button>
      </Modal>
    );
  }

  // Both outcomes are dialogs of their own.
  const submit = form.submit(async ({ reason }) => {
    try {
      const res = await ban.mutateAsync({ id: user._id, reason });
      setResult({ ok: true, message: res?.message || msg.accounts.userBanned });
    } catch (error) {
      setResult({ ok: false, message: failureText(error, msg.registration.unexpected, 'server'), reason });
    }
  });

  return (
    <Modal onClose={onClose} title={`Suspender a ${name}`} description={user.email}>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <TextAreaField label={msg.ban.reasonLabel} required {...form.field('reason')} />
        <FormActions busy={form.busy} busyLabel="Suspendiendo..." onCancel={onClose}>
          Suspender
        </FormActions>
      </form>
    </Modal>
  );
}
