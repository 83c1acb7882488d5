import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mail.ts';

/** What the account services need: the database, the clock, the mailer, and token settings. */
export type AccountsContext = {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  /** config.PUBLIC_URL, for the links in e-mails. */
  publicUrl: string;
  /** The HS256 key of access tokens. */
  tokenSecret: Uint8Array;
};
