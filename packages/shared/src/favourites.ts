import { z } from 'zod';
import * as msg from './messages.ts';

// Favourites (issue 16, part 2): a signed-in client's saved professionals (`/dash/guardados`).

export const favouriteParamsSchema = z.object({ professionalId: z.guid(msg.api.invalidId) });

/**
 * One saved professional. `disponible` is false while it is not listed (pending, suspended, fee
 * overdue): it stays saved, but only its name and photo are shown, with "No disponible por ahora".
 */
export const favouriteSchema = z.object({
  professional: z.object({
    _id: z.guid(),
    nombre: z.string(),
    apellido: z.string(),
    foto: z.string().nullable(),
    /** Names of its public services (empty while it is not listed). */
    servicios: z.array(z.string()),
    /** Slug of its first service, for the profile link (null while it is not listed). */
    alt: z.string().nullable(),
    calificacion: z.number().min(0).max(5),
  }),
  disponible: z.boolean(),
  savedAt: z.iso.datetime({ offset: true }),
});
export type Favourite = z.infer<typeof favouriteSchema>;

/** `GET /favourites`: the caller's saved professionals, newest first. */
export const favouritesResponseSchema = z.object({ favourites: z.array(favouriteSchema) });
export type FavouritesResponse = z.infer<typeof favouritesResponseSchema>;

/** `PUT` / `DELETE /favourites/{professionalId}`: whether it is saved now. */
export const favouriteStateSchema = z.object({ professionalId: z.guid(), saved: z.boolean() });
export type FavouriteState = z.infer<typeof favouriteStateSchema>;
