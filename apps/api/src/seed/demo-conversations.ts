import { randomUUID } from 'node:crypto';
import type { conversationParties, messageReports, messages } from '../db/tables/conversations.table.ts';
import type { solicitudes } from '../db/tables/solicitudes.table.ts';

type SolicitudRow = typeof solicitudes.$inferInsert & { id: string };
type MessageRow = typeof messages.$inferInsert & { id: string };

const MINUTE_MS = 60 * 1000;

/** Who says what, in order: 'c' the client, 'p' the professional. */
const SCRIPTS: readonly (readonly ['c' | 'p', string][])[] = [
  [
    ['c', 'Hola, ¿podrías venir mañana a la tarde? Pierde bastante agua.'],
    ['c', 'Te mando foto si hace falta.'],
  ],
  [
    ['c', '¡Gracias por aceptar! ¿A qué hora llegarías?'],
    ['p', 'Buenas. Tipo 15 h, ¿te queda bien?'],
    ['c', 'Perfecto. El termotanque está en el lavadero.'],
    ['p', 'Listo, llevo las conexiones.'],
    ['c', '¿Necesitás que compre algo más?'],
  ],
  [
    ['p', 'Disculpá, esta semana no tengo turnos.'],
    ['c', 'Qué mal servicio, no vuelvo a llamarte nunca más, sos un desastre.'],
  ],
];

/**
 * Conversations in the demo Prestador's first requests (issue 42): the newest ones end with the
 * client's words, unread for the professional; in the third the professional reported the
 * client's message, so the admin finds it among the reported conversations.
 */
export function buildDemoConversations(requests: readonly SolicitudRow[], prestadorAccountId: string) {
  const rows: MessageRow[] = [];
  const parties: (typeof conversationParties.$inferInsert)[] = [];
  const reports: (typeof messageReports.$inferInsert)[] = [];
  SCRIPTS.forEach((script, i) => {
    const s = requests[i];
    if (!s) return;
    const start = s.createdAt!.getTime() + 10 * MINUTE_MS;
    const written = script.map(([who, texto], j) => ({
      id: randomUUID(),
      solicitudId: s.id,
      authorAccountId: who === 'c' ? s.clientAccountId : prestadorAccountId,
      texto,
      createdAt: new Date(start + j * 7 * MINUTE_MS),
    }));
    rows.push(...written);
    // Unread for the professional: the client's messages after the professional's last one.
    const lastOwn = script.map(([who]) => who).lastIndexOf('p');
    const unread = script.filter(([who], j) => who === 'c' && j > lastOwn).length;
    parties.push({ solicitudId: s.id, accountId: prestadorAccountId, unread });
    parties.push({
      solicitudId: s.id,
      accountId: s.clientAccountId,
      unread: 0,
      readAt: written.at(-1)!.createdAt,
    });
    if (i === 2) {
      reports.push({
        messageId: written[1]!.id,
        solicitudId: s.id,
        reporterAccountId: prestadorAccountId,
        reason: 'Me insultó por no poder tomar el trabajo.',
        createdAt: new Date(written[1]!.createdAt!.getTime() + 5 * MINUTE_MS),
      });
    }
  });
  return { messages: rows, parties, reports };
}
