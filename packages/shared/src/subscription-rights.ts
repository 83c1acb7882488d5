import { DAY_MS } from './constants.ts';

// Consumer-protection rules for online contracts (issue 16, part 4): the 'Botón de baja' (Res.
// 316/2018) is always offered; the 'Botón de arrepentimiento' (Ley 24.240 art. 34, Res. 424/2020)
// within WITHDRAWAL_DAYS of an approved payment.

export const WITHDRAWAL_DAYS = 10;

export type RightsSubscription = {
  paymentStatus: string;
  /** When an admin approved the payment. */
  approvedAt: Date | null;
  refundRequestedAt: Date | null;
};

/** The last moment the payment approved at `approvedAt` can be withdrawn from. */
export const withdrawalDeadline = (approvedAt: Date): Date =>
  new Date(approvedAt.getTime() + WITHDRAWAL_DAYS * DAY_MS);

/** Whether the 'Botón de arrepentimiento' applies to this subscription now. */
export function canWithdraw(s: RightsSubscription, now: Date): boolean {
  if (s.paymentStatus !== 'confirmed' || !s.approvedAt || s.refundRequestedAt) return false;
  return now.getTime() <= withdrawalDeadline(s.approvedAt).getTime();
}

/** The subscription the 'Botón de arrepentimiento' acts on: the newest one that still qualifies. */
export function withdrawable<S extends RightsSubscription>(list: readonly S[], now: Date): S | undefined {
  return list
    .filter((s) => canWithdraw(s, now))
    .sort((a, b) => b.approvedAt!.getTime() - a.approvedAt!.getTime())[0];
}

/**
 * After a 'Botón de baja' nothing renews: the paid period runs to its end and no reminder invites
 * to pay again. A later payment the person sends is a new contract and clears the baja.
 */
export const renewalStopped = (p: { bajaAt: Date | null }): boolean => p.bajaAt !== null;

/** What a request made without signing in asks for (issue 32): the two buttons, from the footer. */
export const RIGHTS_REQUEST_KINDS = ['arrepentimiento', 'baja'] as const;
export type RightsRequestKind = (typeof RIGHTS_REQUEST_KINDS)[number];

/**
 * What came of it (admins only: the person always reads the same answer). A request that matches
 * waits 'pendiente' until the account confirms it from the mailed link (issue 41).
 */
export const RIGHTS_REQUEST_OUTCOMES = {
  no_match: 'Sin suscripción con esos datos',
  pendiente: 'Esperando la confirmación por e-mail',
  baja: 'Baja registrada',
  baja_previa: 'Ya tenía la baja',
  arrepentimiento: 'Arrepentimiento registrado (reembolso solicitado)',
  fuera_de_plazo: 'Sin pago dentro de los 10 días',
} as const;
export type RightsRequestOutcome = keyof typeof RIGHTS_REQUEST_OUTCOMES;
