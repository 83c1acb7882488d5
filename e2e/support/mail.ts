import { expect } from '@playwright/test';
import type { Received } from './mail-peer.ts';

/** A message as the SMTP peer received it. */
export type Mail = Received;

/** Waits until the SMTP peer has received a message for `to` (matching `subject` when given). */
export async function waitForMail(to: string, subject?: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${process.env.E2E_MAIL_URL}/messages?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as Mail[];
        found = mails.filter((m) => !subject || subject.test(m.subject)).at(-1);
        return Boolean(found);
      },
      { message: `an e-mail to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The path of the mail's link to the web page at `path` (e.g. '/confirmar-pedido'), token included. */
export function linkPathIn(mail: Mail, path: string): string {
  const found = new RegExp(`${path}/[\\w-]+`).exec(mail.text)?.[0];
  if (!found) throw new Error(`no ${path} link in the mail: ${mail.text}`);
  return found;
}
