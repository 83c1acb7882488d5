import { z } from 'zod';

/**
 * `GET /admin/waiting` (Admin): what waits for an admin — professionals registered and never given
 * alta, and bank-transfer proofs not yet decided (issue 48). The header shows them as counts.
 */
export const adminWaitingSchema = z.object({
  awaitingAlta: z.number().int().nonnegative(),
  pendingProofs: z.number().int().nonnegative(),
});
export type AdminWaiting = z.infer<typeof adminWaitingSchema>;
