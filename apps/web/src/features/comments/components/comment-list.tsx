import type { Comment } from '@servihogar/shared/comments';
import { formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { REVIEW_REPLY_MAX } from '@servihogar/shared/solicitud-state';
import { reviewReplyBodySchema } from '@servihogar/shared/solicitudes';
import { useState } from 'react';
import { Avatar } from '@/components/avatar.tsx';
import { Badge } from '@/components/badge.tsx';
import { Button } from '@/components/button.tsx';
import { TextAreaField } from '@/components/field.tsx';
import { Stars } from '@/components/stars.tsx';
import { FormActions } from '@/components/ui/form/form-actions.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { unlessFields, useApiForm } from '@/components/ui/form/use-api-form.ts';
import { useReplyToReview } from '../api/reply-to-review.ts';
import { HideButton } from './hide-dialog.tsx';

type Props = {
  comments: Comment[];
  /** The profile's own professional is reading: they may reply once to each review. */
  onReplied?: (() => void) | undefined;
  /** An admin is reading: they may hide a review or a reply. */
  onHidden?: (() => void) | undefined;
};

/**
 * Product §2: photo, name, stars and text of each comment, or 'Ningún comentario todavía...'; a
 * review of a real hire says "Contratación verificada", any other "Sin contratación verificada" (issue
 * 48), and the professional's reply follows it.
 */
export function CommentList({ comments, onReplied, onHidden }: Props) {
  if (comments.length === 0) return <p className="text-muted">{msg.pages.noComments}</p>;
  return (
    <ul className="flex flex-col divide-y divide-stone-200">
      {comments.map((c) => (
        <li key={c._id} className="flex gap-3 py-4 first:pt-0 last:pb-0">
          <Avatar src={c.foto} name={c.nombrePersona} className="size-11 text-sm" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <p className="font-semibold text-ink">{c.nombrePersona}</p>
              <Stars value={c.calificacionComentario} size={16} />
              {c.verified ? (
                <Badge as="span" tone="emerald">
                  {msg.rating.verified}
                </Badge>
              ) : (
                <span className="text-xs text-muted">{msg.rating.unverified}</span>
              )}
            </div>
            <p className="break-words whitespace-pre-line text-stone-700">{c.descripcion}</p>
            {onHidden && <HideButton commentId={c._id} part="review" onHidden={onHidden} />}
            {c.reply ? (
              <div className="mt-2 rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200">
                <p className="text-sm font-semibold text-ink">
                  Respuesta del profesional ·{' '}
                  <time dateTime={c.reply.at} className="font-normal text-muted">
                    {formatLongDate(c.reply.at)}
                  </time>
                </p>
                <p className="break-words whitespace-pre-line text-sm text-stone-700">{c.reply.text}</p>
                {onHidden && <HideButton commentId={c._id} part="reply" onHidden={onHidden} />}
              </div>
            ) : (
              onReplied && <ReplyBox commentId={c._id} author={c.nombrePersona} onReplied={onReplied} />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

function ReplyBox({
  commentId,
  author,
  onReplied,
}: {
  commentId: string;
  author: string;
  onReplied: () => void;
}) {
  const reply = useReplyToReview(commentId);
  const [open, setOpen] = useState(false);
  const form = useApiForm({
    schema: reviewReplyBodySchema,
    defaultValues: { reply: '' },
    failure: unlessFields(msg.registration.unexpected),
  });
  if (!open) {
    return (
      <div>
        <Button variant="ghost" className="px-2" onClick={() => setOpen(true)}>
          Responder
        </Button>
      </div>
    );
  }
  return (
    <form
      noValidate
      className="mt-2 flex flex-col gap-2"
      onSubmit={form.submit(async (values) => {
        await reply.mutateAsync(values.reply);
        onReplied();
      })}
    >
      <TextAreaField
        label={`Tu respuesta a ${author} (pública, una sola vez)`}
        maxLength={REVIEW_REPLY_MAX}
        hint={`${form.watch('reply').length}/${REVIEW_REPLY_MAX} caracteres`}
        {...form.field('reply')}
      />
      <FormNotice notice={form.notice} />
      <FormActions busy={form.busy} busyLabel="Enviando..." onCancel={() => setOpen(false)}>
        Publicar respuesta
      </FormActions>
    </form>
  );
}
