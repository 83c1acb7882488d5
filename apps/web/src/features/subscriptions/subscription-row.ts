import type { Subscription } from '@servihogar/shared/subscriptions';

/** 'Tipo de usuario': a professional's subscription carries its professionalId. */
export const isProfessional = (s: Subscription): boolean => Boolean(s.professionalId);

/** The name the 'Usuario' column shows. */
export const displayName = (s: Subscription): string => s.professionalFullName ?? s.userFullName ?? '—';
