import { z } from 'zod';
import { ROLES } from './constants.ts';

/** The session token payload (§3 UserInfo). */
export const userInfoSchema = z.object({
  email: z.string(),
  roles: z.array(z.enum(ROLES)),
  nombre: z.string(),
  apellido: z.string(),
  numeroContacto: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** What the app holds when there is no token. */
export const EMPTY_USER_INFO: UserInfo = {
  email: '',
  roles: [],
  nombre: '',
  apellido: '',
  numeroContacto: '',
};
