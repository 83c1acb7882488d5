import { argentineDay } from '@servihogar/shared/calendar';
import { DAY_MS } from '@servihogar/shared/constants';
import { claimDeadlines } from '@servihogar/shared/guarantee';
import type { guaranteeClaims } from '../db/tables/guarantee-claims.table.ts';
import type { solicitudes } from '../db/tables/solicitudes.table.ts';

type Row = Omit<typeof guaranteeClaims.$inferInsert, 'codigo'>;
type Solicitud = typeof solicitudes.$inferInsert & { id: string };

/**
 * Guarantee claims (issue 45) on the demo Prestador's hires, one in each state: open (the work
 * marked done), answered (the no-show) and decided by the demo admin (an agreement, so the
 * professional's record stays clean). Deadlines from the seeded holidays.
 */
export function buildGuaranteeClaims(
  loop: readonly Solicitud[],
  now: Date,
  holidays: ReadonlySet<string>,
  adminId: string,
): Row[] {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const claim = (
    s: Solicitud | undefined,
    daysAgo: number,
    facts: Omit<Row, 'solicitudId' | 'clientId' | 'professionalId' | 'respuestaHasta' | 'decisionHasta'>,
  ): Row[] =>
    s
      ? [
          {
            solicitudId: s.id,
            clientId: s.clientAccountId,
            professionalId: s.professionalId,
            createdAt: at(daysAgo),
            ...claimDeadlines(argentineDay(at(daysAgo)), holidays),
            ...facts,
          },
        ]
      : [];
  const done = loop.find((s) => s.doneAt && !s.flujoCompleto && s.arrived == null);
  const noShow = loop.find((s) => s.arrived === false);
  const rated = loop.find((s) => s.flujoCompleto && s.doneAt && s.doneAt > at(150));
  return [
    ...claim(done, 1, {
      motivo: 'trabajo_mal_hecho',
      descripcion: 'La canilla de la cocina volvió a gotear a los dos días del arreglo.',
    }),
    ...claim(noShow, 6, {
      motivo: 'no_show',
      descripcion: 'Lo esperamos toda la noche del día acordado y no vino ni avisó.',
      estado: 'respondido',
      respuesta: 'Fui a la hora acordada y nadie atendió; dejé un mensaje por WhatsApp.',
      respondidoAt: at(5),
    }),
    ...claim(rated, 20, {
      motivo: 'danos',
      descripcion: 'Al mover el lavarropas rayó el piso del lavadero.',
      estado: 'decidido',
      respuesta: 'Fue sin querer; ofrecí pagar el arreglo del piso.',
      respondidoAt: at(19),
      decision: 'acuerdo',
      resultado: 'Acordaron que el profesional paga la mitad del arreglo del piso.',
      decididoAt: at(15),
      decididoPor: adminId,
    }),
  ];
}
