import { ANA_REGISTRATION } from '@servihogar/shared/auth.testing';
import type { UserProfile } from '@servihogar/shared/users';

// The client account of the profile, data-rights and sign-up tests.

const ANA_ADDRESS = ANA_REGISTRATION.direccion;

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

/** The API's answer to who Ana is (`GET /auth/getInfo/ana@example.com`), changed by `more`. */
export const anaInfo = (more: { id?: string; premiumUntil?: string | null } = {}) => ({
  '/auth/getInfo/ana%40example.com': () => ({
    id: ANA._id,
    nombre: ANA.nombre,
    apellido: ANA.apellido,
    foto: null,
    professionalId: null,
    premiumUntil: null,
    ...more,
  }),
});

/** The API answers that tell the web who Ana is and that she lives in `ciudad`. */
export const anaLivingIn = (ciudad: string) => ({
  ...anaInfo(),
  '/user/u1': () => ({ direccion: { ...ANA_ADDRESS, ciudad } }),
});
