// Guarantee claims (issue 45, item 1; decision 0066): the 6-month guarantee the terms promise.

/** What went wrong, as the client picks it. */
export const GUARANTEE_MOTIVOS = ['no_show', 'trabajo_mal_hecho', 'danos', 'comportamiento'] as const;
export type GuaranteeMotivo = (typeof GUARANTEE_MOTIVOS)[number];

/** A claim's life: filed, answered by the professional (once), decided by an admin. */
export const GUARANTEE_ESTADOS = ['abierto', 'respondido', 'decidido'] as const;
export type GuaranteeEstado = (typeof GUARANTEE_ESTADOS)[number];

/** Whom the admin's decision favours; 'cliente' counts on the professional's record. */
export const GUARANTEE_DECISIONS = ['cliente', 'profesional', 'acuerdo'] as const;
export type GuaranteeDecision = (typeof GUARANTEE_DECISIONS)[number];
