import { ROLES, type Role } from './constants.ts';
import { isArrayOf, isOneOf, isString, objectOf } from './guards.ts';

/** The session token payload (§3 UserInfo). */
export type UserInfo = {
  email: string;
  roles: Role[];
  nombre: string;
  apellido: string;
  numeroContacto: string;
};

const userInfo = objectOf({
  email: isString,
  roles: isArrayOf(isOneOf(ROLES)),
  nombre: isString,
  apellido: isString,
  numeroContacto: isString,
});

/** The UserInfo when `value` has its shape (extra claims dropped), else null. */
export function parseUserInfo(value: unknown): UserInfo | null {
  return userInfo.pick(value);
}

/** What the app holds when there is no token. */
export const EMPTY_USER_INFO: UserInfo = {
  email: '',
  roles: [],
  nombre: '',
  apellido: '',
  numeroContacto: '',
};
