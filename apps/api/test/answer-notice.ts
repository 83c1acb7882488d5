import type { Db } from '../src/db/client.ts';
import { notify } from '../src/features/notifications/notifications.service.ts';

/** Notifies `userId` that Raúl accepted their request: the notice the push and WhatsApp tests send. */
export const tellAnswer = (db: Db, userId: string, title: string, now: Date) =>
  db.transaction((tx) =>
    notify(tx, {
      userId,
      kind: 'answer',
      title,
      body: 'Raúl aceptó tu pedido.',
      path: '/dash/misSolicitudes',
      now,
    }),
  );
