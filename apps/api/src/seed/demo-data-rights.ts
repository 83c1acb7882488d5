import { addBusinessDays } from '@servihogar/shared/business-days';
import { argentineDay } from '@servihogar/shared/calendar';
import { DAY_MS } from '@servihogar/shared/constants';
import { DATA_RIGHTS_BUSINESS_DAYS } from '@servihogar/shared/data-rights-requests';
import type { dataRightsRequests } from '../db/tables/data-rights-requests.table.ts';

type Row = typeof dataRightsRequests.$inferInsert;

const DEMO = [
  {
    daysAgo: 0,
    kind: 'acceso',
    channel: 'privacidad',
    nombre: 'Marta Gómez',
    email: 'marta.gomez@example.com',
    detalle: 'Quiero saber qué datos míos tienen guardados.',
  },
  {
    daysAgo: 3,
    kind: 'rectificacion',
    channel: 'soporte',
    nombre: 'Julián Herrera',
    email: 'julian.herrera@example.com',
    detalle: 'Mi apellido figura mal escrito en un comentario que dejé: es Herrera, con doble erre.',
  },
  {
    daysAgo: 12,
    kind: 'supresion',
    channel: 'privacidad',
    nombre: 'Sofía Ledesma',
    email: 'sofia.ledesma@example.com',
    detalle: 'Pido que borren mi teléfono, que aparece en una denuncia que hice en 2025.',
  },
  {
    daysAgo: 20,
    kind: 'acceso',
    channel: 'soporte',
    nombre: 'Ramiro Paz',
    email: 'ramiro.paz@example.com',
    detalle: 'Necesito una copia de mis datos para un trámite.',
    status: 'respondida',
    note: 'Te enviamos por e-mail el archivo con todos tus datos.',
  },
  {
    daysAgo: 30,
    kind: 'supresion',
    channel: 'privacidad',
    nombre: 'Carla Núñez',
    email: 'carla.nunez@example.com',
    detalle: 'Quiero que borren los pagos de mi suscripción.',
    status: 'rechazada',
    note: 'Los registros de pago se conservan por obligación legal, sin tu nombre ni tus datos de contacto.',
  },
] as const;

/**
 * Requests about personal data (issue 32) in every state: two pending on time, one overdue, one
 * answered and one rejected by the demo admin; due days from the seeded holidays.
 */
export function buildDataRightsRows(now: Date, holidays: ReadonlySet<string>, adminId: string): Row[] {
  return DEMO.map(({ daysAgo, ...demo }, i) => {
    const filedAt = new Date(now.getTime() - daysAgo * DAY_MS);
    const dueOn = addBusinessDays(argentineDay(filedAt), DATA_RIGHTS_BUSINESS_DAYS, holidays);
    const { note, status, ...request } = { note: null, status: 'pendiente', ...demo };
    const resolved = status !== 'pendiente';
    return {
      ...request,
      code: `DAT-${filedAt.getUTCFullYear()}-${String(31_400_000 + i * 7_919).padStart(8, '0')}`,
      status,
      filedAt,
      dueOn,
      resolvedAt: resolved ? new Date(filedAt.getTime() + 2 * DAY_MS) : null,
      resolvedBy: resolved ? adminId : null,
      resolutionNote: note,
    };
  });
}
