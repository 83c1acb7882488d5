import { expect } from '@playwright/test';

export type Mail = { to: string[]; subject: string; text: string; html: string; at: number };

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
