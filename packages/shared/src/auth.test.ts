import { describe, expect, it } from 'vitest';
import { ANA_REGISTRATION } from './auth.testing.ts';
import {
  clientRegistrationSchema,
  loginSchema,
  recoveryEmailSchema,
  recoveryResetFormSchema,
} from './auth.ts';
import * as msg from './messages.ts';
import { forcedPasswordChangeSchema, redactorSignupSchema } from './redactors.ts';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const registration = ANA_REGISTRATION;

describe('clientRegistrationSchema', () => {
  it('accepts valid data at the minimum lengths', () => {
    expect(clientRegistrationSchema.safeParse(registration).success).toBe(true);
  });

  it('reports every §5 message at once, the mismatch included', () => {
    const r = clientRegistrationSchema.safeParse({
      ...registration,
      nombre: 'An',
      apellido: 'Pa',
      numeroContacto: '38155512a4',
      email: 'ana@',
      password: '12345',
      repassword: '1234',
      direccion: { ...registration.direccion, calle: ' ', pais: '' },
    });
    expect(issues(r)).toEqual({
      nombre: msg.registration.nombreMin,
      apellido: msg.registration.apellidoMin,
      numeroContacto: msg.registration.numeroContacto,
      email: msg.registration.emailFormat,
      password: msg.registration.passwordMin,
      repassword: msg.registration.repasswordMismatch,
      'direccion.calle': msg.registration.required,
      'direccion.pais': msg.registration.required,
    });
  });

  it.each(['381555123', '38155512345'])('rejects phone %s (not 10 digits)', (numeroContacto) => {
    expect(issues(clientRegistrationSchema.safeParse({ ...registration, numeroContacto }))).toEqual({
      numeroContacto: msg.registration.numeroContacto,
    });
  });

  it('gives Spanish messages for missing fields', () => {
    const messages = Object.values(issues(clientRegistrationSchema.safeParse({})));
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((m) => !m.startsWith('Invalid'))).toBe(true);
  });
});

describe('loginSchema', () => {
  it('requires both fields', () => {
    expect(issues(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: msg.login.emailRequired,
      password: msg.login.passwordRequired,
    });
  });
});

describe('recovery', () => {
  it('checks the e-mail format', () => {
    expect(issues(recoveryEmailSchema.safeParse({ email: 'nope' }))).toEqual({
      email: msg.recovery.emailFormat,
    });
  });

  it('requires matching passwords', () => {
    const r = recoveryResetFormSchema.safeParse({
      verificationCode: '123456',
      newPassword: 'abcdef',
      repeatPassword: 'abcdeg',
    });
    expect(issues(r)).toEqual({ repeatPassword: msg.recovery.mismatch });
  });
});

describe('redactors', () => {
  it('validates the signup like the client registration', () => {
    const r = redactorSignupSchema.safeParse({
      nombre: 'Lu',
      apellido: 'Gómez',
      email: 'x',
      password: '123456',
      repassword: '654321',
    });
    expect(issues(r)).toEqual({
      nombre: msg.registration.nombreMin,
      email: msg.registration.emailFormat,
      repassword: msg.registration.repasswordMismatch,
    });
  });

  it('forced change: at least 6 and matching', () => {
    expect(
      issues(forcedPasswordChangeSchema.safeParse({ password: '12345', repeatPassword: '12345' })),
    ).toEqual({
      password: msg.password.minLength,
    });
    expect(
      issues(forcedPasswordChangeSchema.safeParse({ password: '123456', repeatPassword: '12345' })),
    ).toEqual({
      repeatPassword: msg.password.mismatch,
    });
  });
});
