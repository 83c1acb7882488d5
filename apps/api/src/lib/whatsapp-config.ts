import type { Config } from '../config.ts';

/** WhatsApp notifications are on when its four variables are set (config.ts checks they go together). */
export const whatsAppConfigured = (config: Config) =>
  config.WHATSAPP_TOKEN !== undefined &&
  config.WHATSAPP_PHONE_NUMBER_ID !== undefined &&
  config.WHATSAPP_APP_SECRET !== undefined &&
  config.WHATSAPP_VERIFY_TOKEN !== undefined;
