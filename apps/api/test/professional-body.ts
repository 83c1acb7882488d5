import { randomInt, randomUUID } from 'node:crypto';
import type { ProfessionalAddBodyInput } from '@servihogar/shared/professionals';

/** A valid `POST /professionals/add` body (anonymous: with the password pair) with a fresh e-mail and DNI. */
export function professionalBody(
  overrides: Partial<ProfessionalAddBodyInput> = {},
): ProfessionalAddBodyInput {
  return {
    nombre: 'Lucía',
    apellido: 'Gómez',
    dni: String(randomInt(20_000_000, 45_000_000)),
    edad: 30,
    email: `prestadora-${randomUUID().slice(0, 8)}@example.com`,
    numeroContacto: '3815550001',
    pais: 'Argentina',
    localidad: 'Tucumán',
    ciudad: 'Yerba Buena',
    zonaCobertura: 'Yerba Buena y San Miguel',
    servicio: [{ tipo: 'plomero', descripcion: 'Instalaciones y reparaciones' }],
    location: { coordinates: [-65.3, -26.82] },
    password: 'Secreto123',
    repassword: 'Secreto123',
    ...overrides,
  };
}

/** The same form without the password pair, as a signed-in caller or an edit sends it. */
export function professionalEditBody(overrides: Partial<ProfessionalAddBodyInput> = {}) {
  const { password: _password, repassword: _repassword, ...body } = professionalBody(overrides);
  return body;
}
