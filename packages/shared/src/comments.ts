import { z } from 'zod';
import { COMMENT_MAX_LENGTH, STARS_MAX, STARS_MIN } from './constants.ts';
import * as msg from './messages.ts';
import { requiredText } from './text.ts';

export const commentSchema = z.object({
  _id: z.string(),
  nombrePersona: z.string(),
  descripcion: z.string(),
  calificacionComentario: z.number().int().min(STARS_MIN).max(STARS_MAX),
  foto: z.string().nullable(),
  /** Tied to a request the professional accepted and the client said they came to: "Contratación verificada". */
  verified: z.boolean(),
  /** The professional's one public reply (unless an admin hid it). */
  reply: z.object({ text: z.string(), at: z.iso.datetime({ offset: true }) }).nullable(),
});
export type Comment = z.infer<typeof commentSchema>;

const descripcion = requiredText(COMMENT_MAX_LENGTH, msg.rating.commentRequired, msg.rating.commentMax);
const stars = z
  .number({ error: msg.rating.starsRequired })
  .int(msg.rating.starsRequired)
  .min(STARS_MIN, msg.rating.starsRequired)
  .max(STARS_MAX, msg.rating.starsRequired);

/** `POST /bookings/{id}/rating`: one visit of a series, rated by its client (issue 43 §4). */
export const visitRatingBodySchema = z.object({ descripcion, calificacionComentario: stars });
export type VisitRatingBody = z.infer<typeof visitRatingBodySchema>;

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

/**
 * `POST /professionals/addComment/{id}` as the server reads it: either body above. With `idSoli`
 * (and `emailCliente`) it rates that solicitud; without, it is a profile comment. The author's name
 * and photo are taken from the signed-in account: `nombrePersona` and `foto` are accepted but ignored.
 */
export const addCommentBodySchema = z
  .object({
    nombrePersona: z.string().optional(),
    descripcion,
    calificacionComentario: stars,
    foto: z.string().nullish(),
    idSoli: z.guid(msg.api.invalidId).optional(),
    emailCliente: z.string().optional(),
  })
  .refine((body) => body.idSoli !== undefined || body.emailCliente === undefined, {
    message: msg.api.invalidId,
    path: ['idSoli'],
  });
export type AddCommentBody = z.infer<typeof addCommentBodySchema>;

/** `POST /professionals/addComment/{id}` → 201; the professional's `calificacion` is then the mean of all stars. */
export const addCommentResponseSchema = z.object({
  message: z.string(),
  comment: commentSchema,
  calificacion: z.number().min(0).max(5),
});
export type AddCommentResponse = z.infer<typeof addCommentResponseSchema>;

/** `GET /professionals/{id}/myComment`: the caller's own profile comment, so the box is not offered twice. */
export const myCommentResponseSchema = z.object({ comment: commentSchema.nullable() });
export type MyCommentResponse = z.infer<typeof myCommentResponseSchema>;
