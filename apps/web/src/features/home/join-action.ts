import type { UserInfo } from '@servihogar/shared/user-info';

export type JoinAction = 'register' | 'alreadyProvider' | 'notAvailable';

/** Spec §6 'Quiero ser parte': anonymous or client → register; provider → told so; others → not available. */
export function joinAction({ roles }: UserInfo): JoinAction {
  if (roles.includes('Prestador')) return 'alreadyProvider';
  if (roles.length === 0 || (roles.includes('Cliente') && !roles.includes('Admin'))) return 'register';
  return 'notAvailable';
}
