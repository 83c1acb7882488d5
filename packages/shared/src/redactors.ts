import { z } from 'zod';
import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import * as msg from './messages.ts';

const m = msg.registration;

/** §5 redactor creation; the form also shows msg.redactor.checkData when any field fails. */
export const redactorSignupSchema = z
  .object({
    nombre: z.string(m.nombreMin).trim().min(NAME_MIN_LENGTH, m.nombreMin),
    apellido: z.string(m.apellidoMin).trim().min(NAME_MIN_LENGTH, m.apellidoMin),
    email: z.email(m.emailFormat),
    password: z.string(m.passwordMin).min(PASSWORD_MIN_LENGTH, m.passwordMin),
    repassword: z.string(m.repasswordMismatch),
  })
  .refine((v) => v.password === v.repassword, { message: m.repasswordMismatch, path: ['repassword'] });
export type RedactorSignupInput = z.infer<typeof redactorSignupSchema>;

/** The forced change dialog after a redactor's first login. */
export const forcedPasswordChangeSchema = z
  .object({
    password: z.string(msg.password.minLength).min(PASSWORD_MIN_LENGTH, msg.password.minLength),
    repeatPassword: z.string(msg.password.mismatch),
  })
  .refine((v) => v.password === v.repeatPassword, {
    message: msg.password.mismatch,
    path: ['repeatPassword'],
  });

/** `PUT /redactors/changePasswordAfterLogin/{userId}` body. */
export const forcedPasswordChangeBodySchema = z.object({
  password: z.string(msg.password.minLength).min(PASSWORD_MIN_LENGTH, msg.password.minLength),
  /** The one-time ticket the login answered with `cambiar_password` (decision 0003). */
  changeToken: z
    .string(msg.redactor.tokenIncorrectOrExpired)
    .trim()
    .min(1, msg.redactor.tokenIncorrectOrExpired),
});
export type ForcedPasswordChangeBody = z.infer<typeof forcedPasswordChangeBodySchema>;

export const REDACTOR_LOGIN_STATUSES = ['verificar_cuenta', 'cambiar_password'] as const;

/** `POST /auth/loginRedactor` response: a status to act on, or a token. */
export const redactorLoginResponseSchema = z.object({
  status: z.enum([...REDACTOR_LOGIN_STATUSES, 'ok']).optional(),
  userId: z.string().optional(),
  accessToken: z.string().optional(),
  /** With `cambiar_password`: the ticket `changePasswordAfterLogin` requires (15 min, single use). */
  changeToken: z.string().optional(),
});
export type RedactorLoginResponse = z.infer<typeof redactorLoginResponseSchema>;

/** `POST /redactors/add` response. */
export const redactorCreatedResponseSchema = z.object({ message: z.string(), userId: z.string() });
export type RedactorCreatedResponse = z.infer<typeof redactorCreatedResponseSchema>;
