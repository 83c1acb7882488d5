import { TIMINGS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CommentForm, type CommentFormValues } from '@/components/comment-form.tsx';
import { useAccountInfo } from '@/lib/account-info.ts';
import { useSessionUser } from '@/lib/session.tsx';
import { useAddComment } from '../api/add-comment.ts';
import { commentKeys } from '../api/keys.ts';

type Props = { professionalId: string; onAdded: () => void };

/**
 * The comment box of a profile (product §2). After 'Calificación enviada!' the profile is read again
 * once TIMINGS.reloadAfterComment has passed (the spec's page reload), showing the comment and the
 * new average.
 */
export function CommentBox({ professionalId, onAdded }: Props) {
  const user = useSessionUser();
  const account = useAccountInfo(user.email);
  const add = useAddComment();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      onAdded();
      // Then the section shows the comment as 'Ya dejaste tu comentario' instead of this box.
      void queryClient.invalidateQueries({ queryKey: commentKeys.mine(professionalId) });
    }, TIMINGS.reloadAfterComment);
    return () => clearTimeout(timer);
  }, [sent, onAdded, queryClient, professionalId]);

  const submit = async (values: CommentFormValues) => {
    await add.mutateAsync({
      professionalId,
      body: {
        ...values,
        nombrePersona: `${user.nombre} ${user.apellido}`.trim(),
        foto: account.data?.foto ?? null,
      },
    });
    // Said once, in place of the box (a toast as well would say it twice).
    setSent(true);
  };

  if (sent) {
    return (
      <div role="status" className="rounded-xl bg-green-50 p-4 text-green-900 ring-1 ring-green-200">
        <p className="font-semibold">{msg.rating.sent}</p>
        <p>Gracias por compartir tu experiencia.</p>
      </div>
    );
  }
  return <CommentForm commentLabel="Tu comentario" submitLabel="Enviar comentario" onSubmit={submit} />;
}
