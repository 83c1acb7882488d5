import type { Category } from '@servihogar/shared/categories';
import type {
  NearbyProfessional,
  ProfessionalDetail,
  PublicProfessional,
} from '@servihogar/shared/professionals';
import type { HireResponse } from '@servihogar/shared/solicitudes';
import { bodyOf } from './professional-api.ts';

// Professionals, solicitudes and handlers for mockApi in the marketplace tests (profile, hire, rating).

export const PRO_ID = '00000000-0000-4000-8000-000000000001';
export const SOLI_ID = '00000000-0000-4000-8000-0000000000aa';

export const service = (tipo: string, flags: Partial<Record<string, boolean>> = {}) => ({
  tipo,
  semanal: false,
  mensual: false,
  personasEnfermas: false,
  personasMayores: false,
  personasDiscapacitadas: false,
  ...flags,
});

export const publicProfessional = (
  i: number,
  extra: Partial<PublicProfessional> = {},
): PublicProfessional => ({
  _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  nombre: `Nombre${i}`,
  apellido: 'Gómez',
  createdAt: '2026-03-15T12:00:00.000Z',
  pais: 'Argentina',
  localidad: 'Tucumán',
  ciudad: 'San Miguel de Tucumán',
  zonaCobertura: null,
  calificacion: 0,
  foto: null,
  instagram: null,
  referencias: null,
  location: null,
  servicio: [service('Plomero')],
  ...extra,
});

export const nearbyProfessional = (i: number, distanciaKm: number): NearbyProfessional => ({
  ...publicProfessional(i, { calificacion: 4 }),
  distanciaKm,
});

export const DETAIL: ProfessionalDetail = {
  ...publicProfessional(1, {
    nombre: 'María Laura',
    apellido: 'Gómez',
    ciudad: 'Yerba Buena',
    calificacion: 4.3,
    createdAt: '2026-01-10T12:00:00.000Z',
    servicio: [service('Niñera', { semanal: true }), service('Plomero')],
  }),
  comentarios: [
    {
      _id: 'c1',
      nombrePersona: 'Juan Ruiz',
      descripcion: 'Muy puntual.',
      calificacionComentario: 5,
      foto: null,
      verified: false,
      reply: null,
    },
  ],
};

export const CATEGORIES: Category[] = [
  { type: 'Niñera', slug: 'ninera', description: 'Cuidado de niños en tu casa.', img: null },
  { type: 'Plomero', slug: 'plomero', description: null, img: null },
];

/** A request without the client's words, not answered yet. */
export const NEW_REQUEST = {
  need: null,
  whenDate: null,
  whenSlot: null,
  start: null,
  durationMinutes: null,
  recurrence: null,
  zone: null,
  state: 'nueva',
  answer: null,
  answerText: null,
  answeredAt: null,
  doneAt: null,
  arrived: null,
  noShowReply: null,
  arrivalAsked: false,
} as const;

export const HIRED: HireResponse = {
  solicitud: {
    _id: SOLI_ID,
    professionalId: PRO_ID,
    servicio: 'plomero',
    createdAt: '2026-05-01T12:00:00.000Z',
    flujoCompleto: false,
    ...NEW_REQUEST,
  },
  contacto: {
    nombre: 'María Laura',
    apellido: 'Gómez',
    edad: 48,
    numeroContacto: '3815623481',
    email: 'marialaura@example.com',
    zonaCobertura: null,
  },
};

/** The layout's calls, which every page makes. */
export const layoutApi = {
  '/categories': () => CATEGORIES,
  '/api/advertisement': () => [],
  '/api/advertisements': () => [],
  '/notifications/unread-count': () => ({ unread: 0 }),
};

/** The JSON body of the last call to `path` with `method`. */
export function lastBody(calls: unknown[][], path: string, method = 'POST'): unknown {
  return bodyOf([...calls].reverse(), path, method);
}
