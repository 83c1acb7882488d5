import * as msg from '@servihogar/shared/messages';
import { HIDE_REASON_MAX } from '@servihogar/shared/solicitud-state';
import { hideReviewBodySchema } from '@servihogar/shared/solicitudes';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { TextAreaField } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';
import { FormActions } from '@/components/ui/form/form-actions.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { unlessFields, useApiForm } from '@/components/ui/form/use-api-form.ts';
import { useHideReview } from '../api/hide-review.ts';

type Props = { commentId: string; part: 'review' | 'reply'; onHidden: () => void };

/** An admin hides an abusive review or reply, with the reason its author is e-mailed (audit log). */
export function HideButton({ commentId, part, onHidden }: Props) {
  const hide = useHideReview(commentId);
  const [open, setOpen] = useState(false);
  const form = useApiForm({
    schema: hideReviewBodySchema,
    defaultValues: { part, reason: '' },
    failure: unlessFields(msg.registration.unexpected),
  });
  const what = part === 'review' ? 'la reseña' : 'la respuesta';
  return (
    <>
      <Button variant="ghost" className="self-start px-2 text-sm" onClick={() => setOpen(true)}>
        Ocultar {what}
      </Button>
      {open && (
        <Modal
          onClose={() => setOpen(false)}
          title={`Ocultar ${what}`}
          description="Deja de verse en el perfil; su autor recibe el motivo por e-mail y queda en el registro de auditoría."
        >
          <form
            noValidate
            className="mt-4 flex flex-col gap-4"
            onSubmit={form.submit(async (body) => {
              await hide.mutateAsync(body);
              onHidden();
            })}
          >
            <TextAreaField label="Motivo" maxLength={HIDE_REASON_MAX} {...form.field('reason')} />
            <FormNotice notice={form.notice} />
            <FormActions busy={form.busy} busyLabel="Ocultando..." onCancel={() => setOpen(false)}>
              Ocultar
            </FormActions>
          </form>
        </Modal>
      )}
    </>
  );
}
