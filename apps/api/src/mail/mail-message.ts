/**
 * A file sent with a mail (a booking's `.ics`, an invoice's PDF), kept in the outbox row as text:
 * a binary file as base64 with `encoding: 'base64'`.
 */
export type MailAttachment = { filename: string; content: string; contentType: string; encoding?: 'base64' };

/** One e-mail, rendered (plain text and HTML), before it is queued in the outbox. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};
