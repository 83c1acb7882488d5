import { isArrayOf, isBoolean, isString, objectOf } from './guards.ts';

/**
 * Runtime settings the server hands to the page (embedded in index.html as
 * `<script id="app-config" type="application/json">`), so no rebuild is needed to change them.
 * Checked with plain guards: the page reads it before anything else, without a validation library.
 */
export type AppConfig = {
  allowedOrigins: string[];
  gateDelayMs: number;
  maintenance: boolean;
  bank: { accountType: string; alias: string; accountNumber: string };
  /** AAIP_REGISTRY_NUMBER (Ley 25.326) for the privacy policy; '' while not registered. */
  aaipRegistryNumber: string;
  /** Mercado Pago subscriptions are configured on the server (decision 0038); absent means no. */
  mercadoPago: boolean;
  /** WhatsApp notifications are configured on the server (decision 0060); absent means no. */
  whatsApp: boolean;
};

const isDelay = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const bank = objectOf({ accountType: isString, alias: isString, accountNumber: isString });
const appConfig = objectOf({
  allowedOrigins: isArrayOf(isString),
  gateDelayMs: isDelay,
  maintenance: isBoolean,
  bank: bank.is,
  aaipRegistryNumber: isString,
});

/** The config when `value` has its shape (extra keys dropped), else null. */
export function parseAppConfig(value: unknown): AppConfig | null {
  const parsed = appConfig.pick(value);
  if (!parsed) return null;
  const mercadoPago = (value as { mercadoPago?: unknown }).mercadoPago === true;
  const whatsApp = (value as { whatsApp?: unknown }).whatsApp === true;
  return { ...parsed, bank: bank.pick(parsed.bank) as AppConfig['bank'], mercadoPago, whatsApp };
}

export const APP_CONFIG_ELEMENT_ID = 'app-config';
