import type { UserProfile } from '@servihogar/shared/users';

// The client account of the profile, data-rights and sign-up tests.

export const ANA_ADDRESS = {
  calle: 'San Martín',
  numero: '100',
  ciudad: 'Tucumán',
  codigoPostal: '4000',
  pais: 'Argentina',
};

export const ANA: UserProfile = {
  _id: 'u1',
  nombre: 'Ana',
  apellido: 'Pérez',
  email: 'ana@example.com',
  numeroContacto: '3815551234',
  dni: null,
  foto: null,
  isPrestador: false,
  professionalId: null,
  direccion: ANA_ADDRESS,
};
