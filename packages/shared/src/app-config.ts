import { z } from 'zod';

/**
 * Runtime settings the server hands to the page (embedded in index.html as
 * `<script id="app-config" type="application/json">`), so no rebuild is needed to change them.
 */
export const appConfigSchema = z.object({
  allowedOrigins: z.array(z.string()),
  gateDelayMs: z.number().int().nonnegative(),
  maintenance: z.boolean(),
  bank: z.object({ accountType: z.string(), alias: z.string(), accountNumber: z.string() }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
export const APP_CONFIG_ELEMENT_ID = 'app-config';
