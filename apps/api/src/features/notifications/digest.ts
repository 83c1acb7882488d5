import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { greetedMail } from '../../mail/mail-layout.ts';
import type { MailMessage } from '../../mail/mail-message.ts';

// The e-mail digest of unread messages (issue 42: "one e-mail digest, not one mail per message").

export type DigestRow = {
  id: string;
  title: string;
  path: string;
  solicitudId: string | null;
  createdAt: Date;
};

/** One line of the digest: a conversation (its solicitud, else its page) and how many unread in it. */
export type DigestLine = { title: string; path: string; count: number; latest: Date };

/** Groups a person's unread message rows by conversation, the busiest-recent first. */
export function groupDigest(rows: readonly DigestRow[]): DigestLine[] {
  const lines = new Map<string, DigestLine>();
  for (const row of rows) {
    const key = row.solicitudId ?? row.path;
    const line = lines.get(key);
    if (!line) lines.set(key, { title: row.title, path: row.path, count: 1, latest: row.createdAt });
    else {
      line.count += 1;
      if (row.createdAt > line.latest)
        Object.assign(line, { latest: row.createdAt, title: row.title, path: row.path });
    }
  }
  return [...lines.values()].sort((a, b) => b.latest.getTime() - a.latest.getTime());
}

export function digestMail(
  to: { email: string; nombre: string },
  lines: readonly DigestLine[],
  publicUrl: string,
): MailMessage {
  const total = lines.reduce((sum, line) => sum + line.count, 0);
  return greetedMail(to, publicUrl, {
    subject: msg.notifications.digestSubject,
    paragraphs: [
      total === 1 ? 'Tenés 1 mensaje sin leer:' : `Tenés ${total} mensajes sin leer:`,
      ...lines.map((line) =>
        fillMessage('{title}{count}: {url}', {
          title: line.title,
          count: line.count > 1 ? ` (${line.count})` : '',
          url: `${publicUrl}${line.path}`,
        }),
      ),
    ],
    action: { label: 'Ver mis mensajes', url: `${publicUrl}${lines[0]?.path ?? '/'}` },
    notes: ['Podés dejar de recibir este resumen en las preferencias de notificaciones de tu perfil.'],
  });
}
