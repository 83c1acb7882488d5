import { z } from 'zod';
import { ROLES } from './constants.ts';
import { msg } from './messages.ts';

/** A row of the admin users panel (`GET /auth/getUsers`): §3 User plus roles and ban state. */
export const adminUserSchema = z.object({
  _id: z.string(),
  nombre: z.string(),
  apellido: z.string(),
  email: z.string(),
  numeroContacto: z.string().nullable(),
  dni: z.string().nullable(),
  foto: z.string().nullable(),
  isPrestador: z.boolean(),
  roles: z.array(z.enum(ROLES)),
  banned: z.boolean(),
  banReason: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const usersListResponseSchema = z.object({ users: z.array(adminUserSchema) });
export type UsersListResponse = z.infer<typeof usersListResponseSchema>;

/** `POST /banUser/{id}` body. */
export const banUserBodySchema = z.object({
  reason: z.string(msg.ban.reasonRequired).trim().min(1, msg.ban.reasonRequired),
});
export type BanUserBody = z.infer<typeof banUserBodySchema>;

export const userIdParamsSchema = z.object({ id: z.uuid(msg.api.invalidId) });
export const emailParamsSchema = z.object({ email: z.string().trim().min(1).max(320) });

/** `GET /auth/getInfo/{email}`. */
export const userBasicInfoSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  apellido: z.string(),
  foto: z.string().nullable(),
});
export type UserBasicInfo = z.infer<typeof userBasicInfoSchema>;

/** `GET /auth/getInfoProfessional/{email}`: what the provider subscription notice needs (§4). */
export const professionalStatusSchema = z.object({
  free: z.boolean().nullable(),
  cuotaVencida: z.boolean(),
});
export type ProfessionalStatus = z.infer<typeof professionalStatusSchema>;
