import { z } from 'zod';
import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH, PHONE_DIGITS } from './constants.ts';
import * as msg from './messages.ts';

const m = msg.registration;

export const loginSchema = z.object({
  email: z.string(msg.login.emailRequired).trim().min(1, msg.login.emailRequired),
  password: z.string(msg.login.passwordRequired).min(1, msg.login.passwordRequired),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const loginResponseSchema = z.object({ accessToken: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Phone number without the fixed '+54 9' prefix: exactly 10 digits. */
export const phoneSchema = (message: string) =>
  z
    .string(message)
    .trim()
    .regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), message);

const required = z.string(m.required).trim().min(1, m.required);

export const direccionSchema = z.object(
  {
    calle: required,
    numero: required,
    ciudad: required,
    codigoPostal: required,
    pais: required,
  },
  m.required,
);

export const clientRegistrationSchema = z
  .object({
    nombre: z.string(m.nombreMin).trim().min(NAME_MIN_LENGTH, m.nombreMin),
    apellido: z.string(m.apellidoMin).trim().min(NAME_MIN_LENGTH, m.apellidoMin),
    numeroContacto: phoneSchema(m.numeroContacto),
    email: z.email(m.emailFormat),
    password: z.string(m.passwordMin).min(PASSWORD_MIN_LENGTH, m.passwordMin),
    repassword: z.string(m.repasswordMismatch),
    direccion: direccionSchema,
  })
  .refine((v) => v.password === v.repassword, { message: m.repasswordMismatch, path: ['repassword'] });
export type ClientRegistrationInput = z.infer<typeof clientRegistrationSchema>;

export const recoveryEmailSchema = z.object({ email: z.email(msg.recovery.emailFormat) });

/** Step 2 as the form holds it (with the repeat). */
export const recoveryResetFormSchema = z
  .object({
    verificationCode: z.string(msg.recovery.codeRequired).trim().min(1, msg.recovery.codeRequired),
    newPassword: z.string(m.passwordMin).min(PASSWORD_MIN_LENGTH, m.passwordMin),
    repeatPassword: z.string(msg.recovery.mismatch),
  })
  .refine((v) => v.newPassword === v.repeatPassword, {
    message: msg.recovery.mismatch,
    path: ['repeatPassword'],
  });

/** Step 2 on the wire (§7 verifyCode bodies). */
export const recoveryVerifyCodeSchema = z.object({
  email: z.email(msg.recovery.emailFormat),
  verificationCode: z.string(msg.recovery.codeRequired).trim().min(1, msg.recovery.codeRequired),
  newPassword: z.string(m.passwordMin).min(PASSWORD_MIN_LENGTH, m.passwordMin),
});
export type RecoveryVerifyCodeInput = z.infer<typeof recoveryVerifyCodeSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string(msg.password.currentRequired).min(1, msg.password.currentRequired),
  newPassword: z.string(msg.password.minLength).min(PASSWORD_MIN_LENGTH, msg.password.minLength),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The change-password modal: the body plus the repeat of the new password. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ repeatPassword: z.string(msg.password.mismatch) })
  .refine((v) => v.newPassword === v.repeatPassword, {
    message: msg.password.mismatch,
    path: ['repeatPassword'],
  });
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;

export const verificationTokenSchema = z.object({
  token: z.string(m.tokenRequired).trim().min(1, m.tokenRequired),
});

/** A confirmation the web shows as is (registration, recovery mail, password reset, ban). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** `GET /auth/{token}` and `GET /redactors/confirm/{token}` on success (failures are 400 errors). */
export const verificationResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export type VerificationResponse = z.infer<typeof verificationResponseSchema>;
