-- Decision 0030: which replica holds a mail's lease, so a restarted replica frees its own claims at once.
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_by" text;
