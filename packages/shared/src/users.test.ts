import { describe, expect, it } from 'vitest';
import { geocodeBodySchema } from './geo.ts';
import * as msg from './messages.ts';
import { userEditBodySchema } from './users.ts';

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('userEditBodySchema', () => {
  const valid = { nombre: 'Ana', apellido: 'Paz', numeroContacto: '3815551234' };

  it('accepts the §5 fields, dni and direccion optional', () => {
    expect(userEditBodySchema.parse({ ...valid, dni: ' 30111222 ' })).toEqual({ ...valid, dni: '30111222' });
  });

  it('refuses the e-mail, which is not editable', () => {
    expect(issues(userEditBodySchema.safeParse({ ...valid, email: 'ana@example.com' }))).toEqual({
      email: msg.profile.emailNotEditable,
    });
  });

  it('applies the registration rules', () => {
    expect(issues(userEditBodySchema.safeParse({ nombre: 'A', apellido: 'B', numeroContacto: '1' }))).toEqual(
      {
        nombre: msg.registration.nombreMin,
        apellido: msg.registration.apellidoMin,
        numeroContacto: msg.registration.numeroContacto,
      },
    );
  });
});

describe('geocodeBodySchema', () => {
  it('normalises the codes and requires the city', () => {
    expect(geocodeBodySchema.parse({ country: 'ar', provinceId: 'ar.24', city: ' Lules ' })).toEqual({
      country: 'AR',
      provinceId: 'AR.24',
      city: 'Lules',
    });
    expect(issues(geocodeBodySchema.safeParse({ country: 'AR', provinceId: 'AR.24' }))).toEqual({
      city: msg.professionalForm.required,
    });
  });
});
