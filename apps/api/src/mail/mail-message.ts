/** A file sent with a mail (e.g. a booking's `.ics`), text only: it is kept in the outbox row. */
export type MailAttachment = { filename: string; content: string; contentType: string };

/** One e-mail, rendered (plain text and HTML), before it is queued in the outbox. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};
