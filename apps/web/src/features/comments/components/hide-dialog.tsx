import * as msg from '@servihogar/shared/messages';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { TextAreaField } from '@/components/field.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { Modal } from '@/components/modal.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { failureText } from '@/lib/feedback.ts';
import { useHideReview } from '../api/hide-review.ts';

type Props = { commentId: string; part: 'review' | 'reply'; onHidden: () => void };

/** An admin hides an abusive review or reply, with the reason its author is e-mailed (audit log). */
export function HideButton({ commentId, part, onHidden }: Props) {
  const hide = useHideReview(commentId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const what = part === 'review' ? 'la reseña' : 'la respuesta';
  const fieldError = hide.error instanceof ApiError ? hide.error.fields?.reason : undefined;
  return (
    <>
      <Button variant="ghost" className="self-start px-2 text-sm" onClick={() => setOpen(true)}>
        Ocultar {what}
      </Button>
      {open && (
        <Modal
          open
          onOpenChange={setOpen}
          title={`Ocultar ${what}`}
          description="Deja de verse en el perfil; su autor recibe el motivo por e-mail y queda en el registro de auditoría."
        >
          <form
            className="mt-4 flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              hide.mutate({ part, reason }, { onSuccess: onHidden });
            }}
          >
            <TextAreaField
              label="Motivo"
              value={reason}
              maxLength={300}
              onChange={(event) => setReason(event.target.value)}
              error={fieldError}
            />
            <FormAlert
              message={
                hide.isError && !fieldError
                  ? failureText(hide.error, msg.registration.unexpected, 'server')
                  : null
              }
            />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Cancelar
              </Button>
              <Button type="submit" disabled={hide.isPending}>
                Ocultar
              </Button>
            </div>
          </form>
        </Modal>
      )}
    </>
  );
}
