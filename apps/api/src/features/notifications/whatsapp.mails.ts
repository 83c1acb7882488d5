import { eq } from 'drizzle-orm';
import type { MailDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { greetedMail } from '../../mail/mail-layout.ts';

export type Notice = { title: string; body: string; url: string };

/** A WhatsApp notice that could not be delivered goes out as an e-mail instead (issue 42, part 5). */
export async function mailInsteadOfWhatsApp(
  deps: Pick<MailDeps, 'mailer' | 'publicUrl'>,
  tx: Db,
  accountId: string,
  notice: Notice,
) {
  const [person] = await tx
    .select({ email: accounts.email, nombre: accounts.nombre })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!person) return;
  const url = notice.url.startsWith('/') ? `${deps.publicUrl}${notice.url}` : notice.url;
  await deps.mailer.send(
    greetedMail(person, deps.publicUrl, {
      subject: notice.title,
      paragraphs: [notice.body],
      action: { label: 'Ver en ServiHogar', url },
      notes: ['No pudimos avisarte por WhatsApp, por eso te escribimos por e-mail.'],
    }),
    tx,
  );
}
