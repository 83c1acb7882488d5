import type { Category } from '@servihogar/shared/categories';
import type { PrivateProfessional } from '@servihogar/shared/professionals';

// Geography, categories and a stored professional for the professional form's tests.

const category = (type: string, slug: string): Category => ({ type, slug, description: null, img: null });

export const CATEGORIES: Category[] = [
  category('Niñera', 'ninera'),
  category('Limpieza Domestica', 'limpieza-domestica'),
  category('Cuidado de Persona', 'cuidado-de-persona'),
  category('Plomero', 'plomero'),
];

const PROVINCES: Record<string, { id: string; name: string }[]> = {
  AR: [
    { id: 'AR.24', name: 'Tucumán' },
    { id: 'AR.03', name: 'Catamarca' },
  ],
  UY: [{ id: 'UY.10', name: 'Montevideo' }],
};

const CITIES: Record<string, string[]> = {
  'AR.24': ['San Miguel de Tucumán', 'Yerba Buena', 'Tafí Viejo'],
  'AR.03': ['San Fernando del Valle de Catamarca'],
  'UY.10': ['Montevideo'],
};

/** Handlers for mockApi: the geo lists, categories and the geocoder (Yerba Buena's point). */
export const geoApi = {
  '/categories': () => CATEGORIES,
  '/api/advertisement': () => [],
  '/api/advertisements': () => [],
  '/geo/countries': () => [
    { code: 'AR', name: 'Argentina' },
    { code: 'UY', name: 'Uruguay' },
  ],
  '/geo/countries/AR/provinces': () => PROVINCES.AR,
  '/geo/countries/UY/provinces': () => PROVINCES.UY,
  ...Object.fromEntries(
    Object.entries(CITIES).map(([id, names]) => [
      `/geo/provinces/${id}/cities`,
      (url: URL) => {
        const q = (url.searchParams.get('q') ?? '').toLowerCase();
        return names
          .filter((name) => name.toLowerCase().includes(q))
          .map((name) => ({ name, latitude: -26.8, longitude: -65.3 }));
      },
    ]),
  ),
  '/geo/geocode': () => ({ latitude: -26.82, longitude: -65.32 }),
};

/** Rosa's personal and location fields, as the form sends them and the API keeps them. */
export const ROSA = {
  nombre: 'Rosa',
  apellido: 'Díaz',
  dni: '30111222',
  edad: 45,
  email: 'rosa@example.com',
  numeroContacto: '3815550000',
  pais: 'Argentina',
  localidad: 'Tucumán',
  ciudad: 'Yerba Buena',
};

/** Rosa's one service: elderly care. */
export const ROSA_SERVICE = {
  tipo: 'cuidado-de-persona',
  semanal: false,
  mensual: false,
  personasEnfermas: false,
  personasMayores: true,
  personasDiscapacitadas: false,
};

export const STORED: PrivateProfessional = {
  _id: '6b1f3f0e-8a55-4c59-9e0a-5d2f3c1b7a10',
  ...ROSA,
  zonaCobertura: 'Yerba Buena centro',
  instagram: null,
  referencias: 'Diez años cuidando adultos mayores.',
  foto: null,
  calificacion: 0,
  createdAt: '2026-01-10T12:00:00.000Z',
  altaUsuario: true,
  pendingCategories: [],
  pendingEmail: null,
  location: { coordinates: [-65.32, -26.82] },
  servicio: [ROSA_SERVICE],
};

/** The JSON body a mocked call received. */
export function bodyOf(calls: unknown[][], path: string, method = 'POST'): unknown {
  const call = calls.find(
    ([url, init]) =>
      new URL(String(url), 'http://localhost').pathname === path && (init as RequestInit)?.method === method,
  );
  if (!call) throw new Error(`no ${method} ${path}`);
  return JSON.parse(String((call[1] as RequestInit).body));
}
