import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import type { notifications } from '../db/tables/notifications.table.ts';
import type { solicitudes } from '../db/tables/solicitudes.table.ts';

type Row = typeof notifications.$inferInsert;
type Person = { id: string; nombre: string; apellido: string };
type Request = Pick<typeof solicitudes.$inferInsert, 'clientAccountId' | 'createdAt' | 'id'>;

const HOUR_MS = 60 * 60 * 1000;
/** Requests newer than this are still unread in the demo Prestador's bell. */
const UNREAD_FOR_MS = 2 * 24 * HOUR_MS;

const shortName = (p: Person) => `${p.nombre} ${p.apellido.charAt(0).toUpperCase()}.`;

/**
 * The bell of the demo people (issue 42): the demo Prestador's new requests (the latest unread)
 * and its Mercado Pago payment; the demo client's complaint answered, unread.
 */
export function buildDemoNotifications(
  m: { prestador: Person; client: Person; clients: readonly Person[]; requests: readonly Request[] },
  now: Date,
): Row[] {
  const byId = new Map(m.clients.map((c) => [c.id, c]));
  const rows: Row[] = m.requests.map((r) => {
    const createdAt = r.createdAt ?? now;
    const who = byId.get(r.clientAccountId);
    const cliente = who ? shortName(who) : 'Un cliente';
    const unread = now.getTime() - createdAt.getTime() < UNREAD_FOR_MS;
    return {
      accountId: m.prestador.id,
      kind: 'new_request',
      title: fillMessage(msg.notifications.newRequestTitle, { cliente }),
      body: fillMessage(msg.notifications.newRequestBody, { cliente, servicio: 'tu servicio' }),
      path: `/dash/pedidos?pedido=${r.id}`,
      solicitudId: r.id ?? null,
      createdAt,
      readAt: unread ? null : new Date(createdAt.getTime() + HOUR_MS),
    };
  });
  rows.push({
    accountId: m.prestador.id,
    kind: 'payment_confirmed',
    title: msg.notifications.paymentConfirmedTitle,
    body: 'Mercado Pago confirmó el cobro de tu suscripción mensual.',
    path: '/dash/miPerfil',
    createdAt: new Date(now.getTime() - 20 * 24 * HOUR_MS),
    readAt: new Date(now.getTime() - 19 * 24 * HOUR_MS),
  });
  rows.push({
    accountId: m.client.id,
    kind: 'complaint_answered',
    title: 'Tu denuncia cambió de estado',
    body: fillMessage(msg.notifications.complaintBody, { estado: 'En revisión' }),
    path: '/dash/misDenuncias',
    createdAt: new Date(now.getTime() - 3 * HOUR_MS),
  });
  return rows;
}
