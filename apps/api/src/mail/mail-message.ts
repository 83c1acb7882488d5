/** One e-mail, rendered (plain text and HTML), before it is queued in the outbox. */
export type MailMessage = { to: string; subject: string; text: string; html: string };
