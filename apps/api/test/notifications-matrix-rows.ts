import { defaultChannels } from '@servihogar/shared/notifications';
import { notifications } from '../src/db/tables/notifications.table.ts';
import type { TestApp } from './build-test-app.ts';
import { type Row as MatrixRow, plainRow, signedIn } from './matrix.ts';

// The notification centre (issue 42, decision 0059) for the authorization matrix: every signed-in
// person has their own list and choices; a notification is its owner's alone (404 for anyone else).

type Context = { t: TestApp; clientId: string };
type Row = MatrixRow<Context>;

/** A new notification of the matrix's Cliente. */
async function clientsNotification(c: Context) {
  const [row] = await c.t.db
    .insert(notifications)
    .values({
      accountId: c.clientId,
      kind: 'answer',
      title: 'Respondieron',
      body: 'Sí',
      path: '/dash/misSolicitudes',
    })
    .returning({ id: notifications.id });
  return row!.id;
}

export const NOTIFICATIONS_ROWS: Row[] = [
  plainRow('GET /notifications', signedIn(200)),
  plainRow('GET /notifications/unread-count', signedIn(200)),
  {
    endpoint: 'POST /notifications/{id}/read',
    request: async (c) => ({ method: 'POST', url: `/notifications/${await clientsNotification(c)}/read` }),
    expected: { anonymous: 401, Cliente: 200, Prestador: 404, Redactor: 404, Admin: 404 },
  },
  plainRow('POST /notifications/read-all', signedIn(200)),
  plainRow('GET /notifications/preferences', signedIn(200)),
  plainRow('PUT /notifications/preferences', signedIn(200), {
    payload: { channels: defaultChannels(), quietHours: { enabled: true, start: 22, end: 8 } },
  }),
];
