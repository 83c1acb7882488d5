import { z } from 'zod';
import { phoneSchema } from './auth.ts';
import * as msg from './messages.ts';

// WhatsApp notifications, opt-in (issue 42, decision 0060): a number in the house's Argentine
// format (10 digits after the fixed '+54 9'), confirmed with a 6-digit code sent over WhatsApp.

export const WHATSAPP_CODE_DIGITS = 6;

export const whatsAppNumberSchema = z.object({ numero: phoneSchema(msg.whatsApp.numberInvalid) });
export type WhatsAppNumberInput = z.infer<typeof whatsAppNumberSchema>;

export const whatsAppConfirmSchema = z.object({
  codigo: z
    .string(msg.whatsApp.codeInvalid)
    .trim()
    .regex(new RegExp(`^\\d{${WHATSAPP_CODE_DIGITS}}$`), msg.whatsApp.codeInvalid),
});
export type WhatsAppConfirmInput = z.infer<typeof whatsAppConfirmSchema>;

/** The caller's WhatsApp: none, a number waiting for its code, or a confirmed number. */
export const whatsAppStateSchema = z.object({
  numero: z.string().nullable(),
  confirmado: z.boolean(),
});
export type WhatsAppState = z.infer<typeof whatsAppStateSchema>;

/** The number as the Cloud API takes it: country 54, the mobile 9, then the 10 digits. */
export const whatsAppRecipient = (numero: string) => `549${numero}`;
