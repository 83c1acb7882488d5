import type { Config } from '../../config.ts';

// The subset of Mercado Pago's API the app uses (decision 0038 lists the fields and their docs):
// create / read / update a preapproval (a subscription) and read one authorized payment (one charge).

const TIMEOUT_MS = 10_000;

export type Preapproval = {
  id: string;
  status: string;
  external_reference?: string;
  init_point?: string;
  payer_email?: string;
  summarized?: { charged_quantity?: number | null } | null;
};

export type AuthorizedPayment = {
  id: string | number;
  preapproval_id: string;
  status?: string;
  /** When Mercado Pago made the charge (ISO 8601). */
  date_created?: string;
  transaction_amount?: number;
  payment?: { id: string | number; status: string; status_detail?: string } | null;
};

export type NewPreapproval = {
  reason: string;
  external_reference: string;
  payer_email: string;
  back_url: string;
  auto_recurring: {
    frequency: 1;
    frequency_type: 'months';
    transaction_amount: number;
    currency_id: 'ARS';
    start_date?: string;
  };
};

export type MercadoPago = {
  createPreapproval(body: NewPreapproval, idempotencyKey: string): Promise<Preapproval>;
  /** Null when Mercado Pago does not know the id. */
  getPreapproval(id: string): Promise<Preapproval | null>;
  updatePreapproval(id: string, body: { status: 'cancelled' | 'paused' }): Promise<Preapproval>;
  getAuthorizedPayment(id: string): Promise<AuthorizedPayment | null>;
};

export class MercadoPagoError extends Error {
  override name = 'MercadoPagoError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Mercado Pago is configured when both its token and its webhook secret are (config.ts). */
export const mercadoPagoConfigured = (config: Config) =>
  config.MP_ACCESS_TOKEN !== undefined && config.MP_WEBHOOK_SECRET !== undefined;

/** The client on MP_API_URL with MP_ACCESS_TOKEN; null when Mercado Pago is not configured. */
export function createMercadoPago(config: Config): MercadoPago | null {
  if (!mercadoPagoConfigured(config)) return null;
  const base = config.MP_API_URL;
  const call = async <T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${config.MP_ACCESS_TOKEN}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch((error: unknown) => {
      throw new MercadoPagoError(`Mercado Pago unreachable: ${(error as Error).message}`);
    });
    if (res.status === 404 && method === 'GET') return null;
    if (!res.ok) throw new MercadoPagoError(`Mercado Pago ${method} ${path}: ${res.status}`, res.status);
    return (await res.json()) as T;
  };
  const id = (value: string) => encodeURIComponent(value);
  return {
    createPreapproval: async (body, idempotencyKey) =>
      (await call<Preapproval>('POST', '/preapproval', body, { 'x-idempotency-key': idempotencyKey }))!,
    getPreapproval: (preapprovalId) => call<Preapproval>('GET', `/preapproval/${id(preapprovalId)}`),
    updatePreapproval: async (preapprovalId, body) =>
      (await call<Preapproval>('PUT', `/preapproval/${id(preapprovalId)}`, body))!,
    getAuthorizedPayment: (paymentId) =>
      call<AuthorizedPayment>('GET', `/authorized_payments/${id(paymentId)}`),
  };
}
