import type { AccountExport } from '@servihogar/shared/data-rights';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/tables/conversations.table.ts';
import { notificationPreferences, notifications } from '../../db/tables/notifications.table.ts';
import { photoPath } from '../conversations/messages.service.ts';

type Part = Pick<AccountExport, 'mensajes' | 'notificaciones' | 'preferenciasDeAvisos'>;

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** What the account wrote in conversations and what it was told (issue 42), for the export. */
export async function conversationsPart(db: Db, accountId: string, publicUrl: string): Promise<Part> {
  const [written, told, [preferences]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(eq(messages.authorAccountId, accountId))
      .orderBy(asc(messages.createdAt)),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, accountId))
      .orderBy(asc(notifications.createdAt)),
    db.select().from(notificationPreferences).where(eq(notificationPreferences.accountId, accountId)),
  ]);
  return {
    mensajes: written.map((m) => ({
      id: m.id,
      solicitudId: m.solicitudId,
      texto: m.texto,
      foto: m.photoKey ? `${publicUrl}${photoPath(m)}` : null,
      fecha: m.createdAt.toISOString(),
      ocultadoEl: isoOrNull(m.hiddenAt),
      motivoOcultado: m.hiddenReason,
    })),
    notificaciones: told.map((n) => ({
      tipo: n.kind,
      titulo: n.title,
      texto: n.body,
      fecha: n.createdAt.toISOString(),
      leidaEl: isoOrNull(n.readAt),
    })),
    preferenciasDeAvisos: preferences
      ? {
          canales: preferences.channels as Record<string, Record<string, boolean>>,
          horasDeSilencio: {
            activas: preferences.quietEnabled,
            desde: preferences.quietStart,
            hasta: preferences.quietEnd,
          },
        }
      : null,
  };
}
