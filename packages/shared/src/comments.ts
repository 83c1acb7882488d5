import { z } from 'zod';
import { COMMENT_MAX_LENGTH, STARS_MAX, STARS_MIN } from './constants.ts';
import { msg } from './messages.ts';

export const commentSchema = z.object({
  _id: z.string(),
  nombrePersona: z.string(),
  descripcion: z.string(),
  calificacionComentario: z.number().int().min(STARS_MIN).max(STARS_MAX),
  foto: z.string().nullable(),
});
export type Comment = z.infer<typeof commentSchema>;

const descripcion = z
  .string(msg.rating.commentRequired)
  .trim()
  .min(1, msg.rating.commentRequired)
  .max(COMMENT_MAX_LENGTH, msg.rating.commentMax);
const stars = z
  .number({ error: msg.rating.starsRequired })
  .int(msg.rating.starsRequired)
  .min(STARS_MIN, msg.rating.starsRequired)
  .max(STARS_MAX, msg.rating.starsRequired);

/** `POST /professionals/addComment/{id}` from the profile page. */
export const profileCommentSchema = z.object({
  nombrePersona: z.string(),
  descripcion,
  calificacionComentario: stars,
  foto: z.string().nullish(),
});
export type ProfileCommentInput = z.infer<typeof profileCommentSchema>;

/** `POST /professionals/addComment/{id}` from the rating page of a solicitud. */
export const ratingCommentSchema = z.object({
  nombrePersona: z.string(),
  descripcion,
  calificacionComentario: stars,
  idSoli: z.string().min(1, msg.api.invalidId),
  emailCliente: z.string(),
});
export type RatingCommentInput = z.infer<typeof ratingCommentSchema>;
