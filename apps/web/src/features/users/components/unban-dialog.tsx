import * as msg from '@servihogar/shared/messages';
import type { AdminUser } from '@servihogar/shared/users';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { Modal } from '@/components/modal.tsx';
import { failureText } from '@/lib/feedback.ts';
import { useUnbanUser } from '../api/unban-user.ts';

type Props = { user: AdminUser; onClose: () => void };

/** Confirms lifting a ban, then says how it went. */
export function UnbanDialog({ user, onClose }: Props) {
  const unban = useUnbanUser();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const name = `${user.nombre} ${user.apellido}`;

  if (result) {
    return (
      <Modal
        onClose={onClose}
        title={result.ok ? 'Usuario reactivado' : 'No se pudo reactivar al usuario'}
        description={result.message}
      >
        <Button className="mt-6 w-full" onClick={onClose}>
          Aceptar
        </Button>
      </Modal>
    );
  }

  const confirm = () =>
    unban.mutate(user._id, {
      onSuccess: (res) => setResult({ ok: true, message: res?.message || msg.accounts.userUnbanned }),
      onError: (error) =>
        setResult({ ok: false, message: failureText(error, msg.registration.unexpected, 'server') }),
    });

  return (
    <Modal onClose={onClose} title={`Reactivar a ${name}`} description={user.email}>
      {user.banReason && (
        <p className="mt-3 break-words text-ink">
          <strong>{msg.ban.reasonLabel} de la suspensión:</strong> {user.banReason}
        </p>
      )}
      <p className="mt-3 text-ink">
        Podrá volver a iniciar sesión. La acción queda en el registro de auditoría.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={confirm} disabled={unban.isPending}>
          {unban.isPending ? 'Reactivando...' : 'Reactivar'}
        </Button>
      </div>
    </Modal>
  );
}
