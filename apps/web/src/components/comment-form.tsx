import { profileCommentSchema } from '@servihogar/shared/comments';
import { COMMENT_MAX_LENGTH } from '@servihogar/shared/constants';
import { useController } from 'react-hook-form';
import type { z } from 'zod';
import { TextAreaField } from './field.tsx';
import { StarPicker } from './star-picker.tsx';
import { FormNotice } from './ui/form/form-notice.tsx';
import { SubmitButton } from './ui/form/submit-button.tsx';
import { useApiForm } from './ui/form/use-api-form.ts';

// The two fields a person fills; the rest of each body (author, solicitud) is added by the caller.
const commentFormSchema = profileCommentSchema.pick({ descripcion: true, calificacionComentario: true });
export type CommentFormValues = z.infer<typeof commentFormSchema>;

const EMPTY: CommentFormValues = { descripcion: '', calificacionComentario: 0 };

type Props = {
  commentLabel: string;
  submitLabel: string;
  /** Rejects with the API error, which the form shows. */
  onSubmit: (values: CommentFormValues) => Promise<unknown>;
};

/** Spec §5 'Rating': a comment up to 180 characters and 1–5 stars (0 → the stars message). */
export function CommentForm({ commentLabel, submitLabel, onSubmit }: Props) {
  const form = useApiForm({ schema: commentFormSchema, defaultValues: EMPTY, voice: 'server' });
  const { register, control, watch, formState } = form;
  const stars = useController({ control, name: 'calificacionComentario' });
  const length = watch('descripcion').length;

  const submit = form.submit(onSubmit);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormNotice notice={form.notice} />
      <StarPicker
        label="Tu calificación"
        value={stars.field.value}
        onChange={stars.field.onChange}
        onBlur={stars.field.onBlur}
        ref={stars.field.ref}
        error={formState.errors.calificacionComentario?.message}
        disabled={form.busy}
      />
      <TextAreaField
        label={commentLabel}
        maxLength={COMMENT_MAX_LENGTH}
        hint={`${length}/${COMMENT_MAX_LENGTH} caracteres`}
        error={formState.errors.descripcion?.message}
        disabled={form.busy}
        {...register('descripcion')}
      />
      <SubmitButton busy={form.busy} busyLabel="Enviando..." className="self-start">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
