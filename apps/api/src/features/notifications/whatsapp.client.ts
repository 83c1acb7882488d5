import type { Config } from '../../config.ts';
import { whatsAppConfigured } from '../../lib/whatsapp-config.ts';

// The WhatsApp Cloud API's one call the app makes (decision 0060): `POST /{phone-number-id}/messages`
// with a template message (a business may write first only with an approved template), bearer
// token auth; the answer names the message (`messages[0].id`, a wamid) whose status webhooks follow.

const TIMEOUT_MS = 10_000;

/** The approved templates (their texts live at Meta, in WHATSAPP_TEMPLATE_LANGUAGE). */
export const WHATSAPP_TEMPLATES = {
  /** Authentication template: "{{1}} es tu código de verificación." + copy-code button. */
  code: 'servihogar_codigo',
  /** Utility template: "{{1}}: {{2}}. Miralo en {{3}}" (title, text, link). */
  notice: 'servihogar_aviso',
} as const;

export type TemplateMessage = {
  /** Digits with country code, e.g. 5493815551234. */
  to: string;
  template: string;
  /** The body's {{1}}, {{2}}… in order. */
  bodyParams: string[];
  /** The copy-code / URL button's parameter (authentication templates require it). */
  buttonParam?: string;
};

export class WhatsAppError extends Error {
  override name = 'WhatsAppError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export type WhatsApp = { sendTemplate(message: TemplateMessage): Promise<{ messageId: string }> };

const bodyOf = (config: Config, message: TemplateMessage) => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to: message.to,
  type: 'template',
  template: {
    name: message.template,
    language: { code: config.WHATSAPP_TEMPLATE_LANGUAGE },
    components: [
      { type: 'body', parameters: message.bodyParams.map((text) => ({ type: 'text', text })) },
      ...(message.buttonParam === undefined
        ? []
        : [
            {
              type: 'button',
              sub_type: 'url',
              index: '0',
              parameters: [{ type: 'text', text: message.buttonParam }],
            },
          ]),
    ],
  },
});

/** The client on WHATSAPP_API_URL; null when WhatsApp is not configured. */
export function createWhatsApp(config: Config): WhatsApp | null {
  if (!whatsAppConfigured(config)) return null;
  const url = `${config.WHATSAPP_API_URL}/${config.WHATSAPP_PHONE_NUMBER_ID}/messages`;
  return {
    async sendTemplate(message) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.WHATSAPP_TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify(bodyOf(config, message)),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new WhatsAppError(
          `WhatsApp unreachable: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const answer = (await res.json().catch(() => null)) as {
        messages?: { id?: string }[];
        error?: { message?: string; code?: number };
      } | null;
      const messageId = answer?.messages?.[0]?.id;
      if (!res.ok || !messageId) {
        const reason = answer?.error ? `${answer.error.code ?? ''} ${answer.error.message ?? ''}`.trim() : '';
        throw new WhatsAppError(`WhatsApp answered ${res.status} ${reason}`.trim(), res.status);
      }
      return { messageId };
    },
  };
}
