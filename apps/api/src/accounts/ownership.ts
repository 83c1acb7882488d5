import { AppError } from '../lib/errors.ts';
import type { Caller } from '../plugins/auth.ts';

export const isAdmin = (caller: Caller): boolean => caller.roles.includes('Admin');

/** Only the account itself may act on it (ids are the JWT `sub`). */
export function assertSelf(caller: Caller, accountId: string): void {
  if (caller.id !== accountId) throw new AppError('FORBIDDEN');
}

export function assertSelfOrAdmin(caller: Caller, accountId: string): void {
  if (caller.id !== accountId && !isAdmin(caller)) throw new AppError('FORBIDDEN');
}
