import { z } from 'zod';
import { direccionSchema, phoneSchema } from './auth.ts';
import { NAME_MIN_LENGTH, ROLES, SHORT_TEXT_MAX } from './constants.ts';
import { fillMessage } from './format.ts';
import * as msg from './messages.ts';
import { listSearch, pageAnswerSchema, pageQueryFields } from './paging.ts';

/** §3 User as the API shows it, in the admin panel and on the own profile. */
const userFields = {
  _id: z.string(),
  nombre: z.string(),
  apellido: z.string(),
  email: z.string(),
  numeroContacto: z.string().nullable(),
  dni: z.string().nullable(),
  foto: z.string().nullable(),
  isPrestador: z.boolean(),
};

/** A row of the admin users panel (`GET /auth/getUsers`): §3 User plus roles and ban state. */
export const adminUserSchema = z.object({
  ...userFields,
  roles: z.array(z.enum(ROLES)),
  banned: z.boolean(),
  banReason: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const USERS_PAGE_SIZE = 50;

/**
 * `GET /auth/getUsers?search=&page=&pageSize=` (Admin): newest first, `USERS_PAGE_SIZE` a page.
 * `search` matches nombre, apellido (both orders, ignoring case and accents), e-mail or dni.
 */
export const usersListQuerySchema = z.object({
  search: listSearch(SHORT_TEXT_MAX),
  ...pageQueryFields(USERS_PAGE_SIZE),
});

export const usersListResponseSchema = pageAnswerSchema('users', adminUserSchema);
export type UsersListResponse = z.infer<typeof usersListResponseSchema>;

/** `POST /banUser/{id}` body. */
export const banUserBodySchema = z.object({
  reason: z.string(msg.ban.reasonRequired).trim().min(1, msg.ban.reasonRequired),
});
export type BanUserBody = z.infer<typeof banUserBodySchema>;

export const userIdParamsSchema = z.object({ id: z.uuid(msg.api.invalidId) });
export const emailParamsSchema = z.object({ email: z.string().trim().min(1).max(320) });

/** `GET /auth/getInfo/{email}`; `professionalId` is the account's professional, if any. */
export const userBasicInfoSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  apellido: z.string(),
  foto: z.string().nullable(),
  professionalId: z.string().nullable(),
  /** End of the client's approved Premium plan (no advertising while it lasts), or null. */
  premiumUntil: z.string().nullable(),
});
export type UserBasicInfo = z.infer<typeof userBasicInfoSchema>;

export const direccionOutputSchema = z.object({
  calle: z.string(),
  numero: z.string(),
  ciudad: z.string(),
  codigoPostal: z.string(),
  pais: z.string(),
});

/** `GET /user/{id}` (owner or Admin): §3 User plus the address and the account's professional, if any. */
export const userProfileSchema = z.object({
  ...userFields,
  direccion: direccionOutputSchema.nullable(),
  professionalId: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

const m = msg.registration;
const tooLong = fillMessage(msg.professionalForm.tooLong, { max: String(SHORT_TEXT_MAX) });

/**
 * `PUT /user/edit/{id}` body with the §5 registration rules. The e-mail is not editable (§3): a
 * body that carries `email` is refused. An empty `dni` clears it; without `direccion` the stored
 * address is kept.
 */
export const userEditBodySchema = z.object({
  nombre: z.string(m.nombreMin).trim().min(NAME_MIN_LENGTH, m.nombreMin).max(SHORT_TEXT_MAX, tooLong),
  apellido: z.string(m.apellidoMin).trim().min(NAME_MIN_LENGTH, m.apellidoMin).max(SHORT_TEXT_MAX, tooLong),
  numeroContacto: phoneSchema(m.numeroContacto),
  dni: z.string(tooLong).trim().max(SHORT_TEXT_MAX, tooLong).optional(),
  direccion: direccionSchema.optional(),
  email: z.never(msg.profile.emailNotEditable).optional(),
});
export type UserEditBody = z.infer<typeof userEditBodySchema>;
export type UserEditBodyInput = z.input<typeof userEditBodySchema>;

/** `PUT /user/edit/{id}` and `PUT /user/editPhoto/{id}`. */
export const userUpdatedResponseSchema = z.object({ updatedUser: userProfileSchema, message: z.string() });
export type UserUpdatedResponse = z.infer<typeof userUpdatedResponseSchema>;
