import { randomUUID } from 'node:crypto';
import { argentineDay } from '@servihogar/shared/calendar';
import type { comments } from '../db/tables/comments.table.ts';
import type { solicitudes } from '../db/tables/solicitudes.table.ts';
import type { CommentAuthor } from './comment-rows.ts';

type CommentRow = typeof comments.$inferInsert;
type SolicitudRow = typeof solicitudes.$inferInsert & { id: string };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const REPLIES = [
  '¡Gracias por confiar! Cualquier cosa me escribís por WhatsApp.',
  'Un gusto trabajar en tu casa. Quedo a disposición.',
];

/**
 * The demo Prestador's inbox in every state (issue 26), from the demo clients other than the
 * first: Nueva, Aceptada, Rechazada, Vencida, Realizada (the client is asked "¿Llegó?"), a
 * no-show with the professional's answer, and each of its existing reviews tied to a hire the
 * client confirmed ("Contratación verificada"), the first ones with a reply.
 */
export function buildRequestLoop(
  pro: { id: string; categorySlug: string },
  commentRows: CommentRow[],
  clients: readonly CommentAuthor[],
  now: Date,
): SolicitudRow[] {
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  const day = (daysFromNow: number) => argentineDay(new Date(now.getTime() + daysFromNow * DAY_MS));
  const others = clients.slice(1);
  const row = (i: number, createdAt: Date, facts: Partial<SolicitudRow>): SolicitudRow => ({
    id: randomUUID(),
    clientAccountId: others[i % others.length]!.id,
    professionalId: pro.id,
    categorySlug: pro.categorySlug,
    createdAt,
    ...facts,
  });
  const accepted = (createdAt: Date, minutes: number) => ({
    answer: 'acepto' as const,
    answeredAt: new Date(createdAt.getTime() + minutes * 60 * 1000),
  });

  const rows: SolicitudRow[] = [];
  const nueva = at(2 * HOUR_MS);
  rows.push(
    row(0, nueva, {
      need: 'Se tapó la cañería del baño y pierde agua debajo de la pileta.',
      whenDate: day(1),
      whenSlot: 'tarde',
      zone: 'Barrio Norte',
    }),
  );
  const aceptada = at(DAY_MS);
  rows.push(
    row(1, aceptada, {
      need: 'Instalar un termotanque nuevo (ya lo tengo comprado).',
      whenDate: day(3),
      whenSlot: 'manana',
      zone: 'Yerba Buena',
      ...accepted(aceptada, 40),
      answerText: 'Perfecto, paso a la mañana. Te escribo por WhatsApp para coordinar.',
    }),
  );
  const rechazada = at(2 * DAY_MS);
  rows.push(
    row(2, rechazada, {
      need: 'Revisar una pérdida de gas en la cocina.',
      whenSlot: 'a_convenir',
      zone: 'Tafí Viejo',
      answer: 'no_puedo',
      answeredAt: new Date(rechazada.getTime() + 3 * HOUR_MS),
      answerText: 'Esa semana no llego a Tafí Viejo, disculpá.',
    }),
  );
  rows.push(
    row(3, at(5 * DAY_MS), { need: 'Cambiar el flotante del tanque.', zone: 'San Miguel de Tucumán' }),
  );
  const realizada = at(8 * DAY_MS);
  rows.push(
    row(4, realizada, {
      need: 'Arreglar la canilla de la cocina.',
      zone: 'Barrio Sur',
      ...accepted(realizada, 25),
      doneAt: at(6 * DAY_MS),
      doneBy: 'professional',
    }),
  );
  const noShow = at(10 * DAY_MS);
  rows.push(
    row(5, noShow, {
      whenDate: day(-8),
      whenSlot: 'noche',
      zone: 'Villa Carmela',
      ...accepted(noShow, 90),
      arrived: false,
      arrivedAt: at(7 * DAY_MS),
      noShowReply: 'Fui a la hora acordada y nadie atendió; dejé un mensaje por WhatsApp.',
    }),
  );

  // Each review of the professional by one of these clients rates a confirmed hire.
  const reviews = commentRows.filter(
    (c) => c.professionalId === pro.id && others.some((o) => o.id === c.authorAccountId),
  );
  reviews.forEach((review, i) => {
    const reviewedAt = review.createdAt ?? now;
    const createdAt = new Date(reviewedAt.getTime() - 4 * DAY_MS);
    const hired: SolicitudRow = {
      id: randomUUID(),
      clientAccountId: review.authorAccountId!,
      professionalId: pro.id,
      categorySlug: pro.categorySlug,
      createdAt,
      ...accepted(createdAt, 30 + 20 * i),
      doneAt: new Date(reviewedAt.getTime() - DAY_MS),
      doneBy: 'professional',
      arrived: true,
      arrivedAt: new Date(reviewedAt.getTime() - HOUR_MS),
      flujoCompleto: true,
    };
    rows.push(hired);
    review.solicitudId = hired.id;
    const reply = REPLIES[i];
    if (reply) Object.assign(review, { reply, replyAt: new Date(reviewedAt.getTime() + 5 * HOUR_MS) });
  });
  return rows;
}
