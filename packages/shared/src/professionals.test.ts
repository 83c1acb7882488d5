import { describe, expect, it } from 'vitest';
import { PROFESSIONALS_PAGE_MAX } from './constants.ts';
import * as msg from './messages.ts';
import {
  professionalAddBodySchema,
  professionalEditBodySchema,
  professionalFormSchema,
  professionalIdParamsSchema,
  professionalsListQuerySchema,
  publicProfessionalSchema,
  withApplicableFlags,
} from './professionals.ts';
import { flagsOf, SERVICE_FLAGS, type ServiceFlag } from './service-flags.ts';

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const form = {
  nombre: 'Juan',
  apellido: 'Pérez',
  numeroContacto: '3815551234',
  edad: 18,
  email: 'juan@example.com',
  dni: '30123456',
  pais: 'Argentina',
  localidad: 'Tucumán',
  ciudad: 'San Miguel de Tucumán',
  servicio: [{ tipo: 'Plomero' }],
};

describe('professionalFormSchema', () => {
  it("applies the category name rules to the 'Otros' name", () => {
    const other = { ...form, servicio: [{ tipo: 'otros' }] };
    expect(issues(professionalFormSchema.safeParse({ ...other, nuevaCategoria: 'ab' }))).toEqual({
      nuevaCategoria: msg.category.nameLength,
    });
    expect(issues(professionalFormSchema.safeParse({ ...other, nuevaCategoria: 'Evil\u202Ename' }))).toEqual({
      nuevaCategoria: msg.category.nameChars,
    });
    expect(professionalFormSchema.safeParse({ ...other, nuevaCategoria: 'Afilador' }).success).toBe(true);
  });

  it('accepts a minimal valid form and defaults the service flags', () => {
    const r = professionalFormSchema.parse(form);
    expect(r.servicio[0]).toMatchObject({ tipo: 'Plomero', semanal: false, personasMayores: false });
  });

  it('requires the §5 fields with one message', () => {
    const r = professionalFormSchema.safeParse({
      ...form,
      nombre: '',
      ciudad: ' ',
      servicio: [{ tipo: '' }],
    });
    expect(issues(r)).toEqual({
      nombre: msg.professionalForm.required,
      ciudad: msg.professionalForm.required,
      'servicio.0.tipo': msg.professionalForm.required,
    });
  });

  it('requires at least one service', () => {
    expect(issues(professionalFormSchema.safeParse({ ...form, servicio: [] }))).toEqual({
      servicio: msg.professionalForm.required,
    });
  });

  it.each([17, 18.5, Number.NaN, '20'])('rejects edad %s', (edad) => {
    expect(issues(professionalFormSchema.safeParse({ ...form, edad }))).toEqual({
      edad: msg.professionalForm.edadMin,
    });
  });

  it("'Otros' needs the new category name", () => {
    const otros = { ...form, servicio: [{ tipo: 'Otros' }] };
    expect(issues(professionalFormSchema.safeParse(otros))).toEqual({
      nuevaCategoria: msg.professionalForm.nuevaCategoria,
    });
    expect(professionalFormSchema.safeParse({ ...otros, nuevaCategoria: 'Jardinero' }).success).toBe(true);
  });

  it('checks the optional password pair of anonymous registration', () => {
    expect(issues(professionalFormSchema.safeParse({ ...form, password: '123', repassword: '123' }))).toEqual(
      {
        password: msg.registration.passwordMin,
      },
    );
    expect(
      issues(professionalFormSchema.safeParse({ ...form, password: '123456', repassword: 'x' })),
    ).toEqual({
      repassword: msg.registration.repasswordMismatch,
    });
  });
});

describe('professionalsListQuerySchema', () => {
  it('applies defaults', () => {
    expect(professionalsListQuerySchema.parse({})).toEqual({
      sort: 'todos',
      limit: PROFESSIONALS_PAGE_MAX,
      offset: 0,
    });
  });

  it('coerces query strings', () => {
    expect(
      professionalsListQuerySchema.parse({
        servicio: 'plomero',
        sort: 'fechaCercana',
        limit: '5',
        offset: '10',
      }),
    ).toEqual({ servicio: 'plomero', sort: 'fechaCercana', limit: 5, offset: 10 });
  });

  it.each([
    { limit: '0' },
    { limit: String(PROFESSIONALS_PAGE_MAX + 1) },
    { offset: '-1' },
    { limit: 'abc' },
  ])('rejects %o with the Spanish message', (query) => {
    const r = professionalsListQuerySchema.safeParse(query);
    expect(r.success).toBe(false);
    expect(r.error?.issues.every((i) => i.message === msg.api.invalidQuery)).toBe(true);
  });
});

describe('professionalIdParamsSchema', () => {
  it('accepts a uuid and rejects anything else', () => {
    expect(professionalIdParamsSchema.safeParse({ id: crypto.randomUUID() }).success).toBe(true);
    expect(issues(professionalIdParamsSchema.safeParse({ id: '42' }))).toEqual({ id: msg.api.invalidId });
  });
});

describe('publicProfessionalSchema', () => {
  it('strips private fields', () => {
    const pub = publicProfessionalSchema.parse({
      _id: crypto.randomUUID(),
      nombre: 'Juan',
      apellido: 'Pérez',
      createdAt: new Date().toISOString(),
      pais: 'Argentina',
      localidad: 'Tucumán',
      ciudad: 'Yerba Buena',
      zonaCobertura: null,
      calificacion: 4.5,
      foto: null,
      instagram: null,
      referencias: null,
      location: { coordinates: [-65.3, -26.8] },
      servicio: [],
      email: 'juan@example.com',
      dni: '30123456',
      numeroContacto: '3815551234',
    });
    expect(pub).not.toHaveProperty('email');
    expect(pub).not.toHaveProperty('dni');
    expect(pub).not.toHaveProperty('numeroContacto');
  });
});

describe('request bodies of /professionals/add and /professionals/edit', () => {
  const body = { ...form, location: { coordinates: [-65.2, -26.8] } };

  it('need the geocoded location', () => {
    expect(professionalAddBodySchema.safeParse(body).success).toBe(true);
    expect(issues(professionalEditBodySchema.safeParse(form))).toEqual({
      location: msg.professionalForm.geocodeError,
    });
    expect(
      issues(professionalEditBodySchema.safeParse({ ...body, location: { coordinates: [-65.2, 91] } })),
    ).toEqual({ 'location.coordinates.1': msg.professionalForm.geocodeError });
  });

  it('bound free text', () => {
    expect(issues(professionalAddBodySchema.safeParse({ ...body, referencias: 'x'.repeat(1001) }))).toEqual({
      referencias: 'El texto ingresado es demasiado largo: máximo 1000 caracteres.',
    });
  });
});

describe('service options by category (§5)', () => {
  const all = Object.fromEntries(SERVICE_FLAGS.map((flag) => [flag, true])) as Record<ServiceFlag, boolean>;

  it('offers weekly/monthly for Niñera and Limpieza, care flags for Cuidado, none elsewhere', () => {
    expect(flagsOf('ninera')).toEqual(['semanal', 'mensual']);
    expect(flagsOf('Limpieza Domestica')).toEqual(['semanal', 'mensual']);
    expect(flagsOf('Cuidado de Persona')).toEqual([
      'personasEnfermas',
      'personasMayores',
      'personasDiscapacitadas',
    ]);
    expect(flagsOf('plomero')).toEqual([]);
  });

  it('turns off what the category does not offer', () => {
    expect(withApplicableFlags({ tipo: 'Niñera', ...all })).toEqual({
      tipo: 'Niñera',
      ...all,
      personasEnfermas: false,
      personasMayores: false,
      personasDiscapacitadas: false,
    });
    expect(withApplicableFlags({ tipo: 'gasista', ...all, descripcion: 'x' })).toEqual({
      tipo: 'gasista',
      semanal: false,
      mensual: false,
      personasEnfermas: false,
      personasMayores: false,
      personasDiscapacitadas: false,
      descripcion: 'x',
    });
  });
});
