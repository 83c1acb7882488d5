import { zodResolver } from '@hookform/resolvers/zod';
import { profileCommentSchema } from '@servihogar/shared/comments';
import { COMMENT_MAX_LENGTH } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../lib/api-client.ts';
import { failureText } from '../lib/feedback.ts';
import { Button } from './button.tsx';
import { TextAreaField } from './field.tsx';
import { FormAlert } from './form-alert.tsx';
import { StarPicker } from './star-picker.tsx';

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
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, watch, setError, formState } = useForm<CommentFormValues>({
    resolver: zodResolver(commentFormSchema),
    defaultValues: EMPTY,
  });
  const stars = useController({ control, name: 'calificacionComentario' });
  const length = watch('descripcion').length;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields?.descripcion) setError('descripcion', { message: fields.descripcion });
      if (fields?.calificacionComentario) {
        setError('calificacionComentario', { message: fields.calificacionComentario });
      }
      setFailure(failureText(error, msg.registration.unexpected, 'server'));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={failure} />
      <StarPicker
        label="Tu calificación"
        value={stars.field.value}
        onChange={stars.field.onChange}
        onBlur={stars.field.onBlur}
        ref={stars.field.ref}
        error={formState.errors.calificacionComentario?.message}
        disabled={formState.isSubmitting}
      />
      <TextAreaField
        label={commentLabel}
        maxLength={COMMENT_MAX_LENGTH}
        hint={`${length}/${COMMENT_MAX_LENGTH} caracteres`}
        error={formState.errors.descripcion?.message}
        disabled={formState.isSubmitting}
        {...register('descripcion')}
      />
      <Button type="submit" className="self-start" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Enviando...' : submitLabel}
      </Button>
    </form>
  );
}
