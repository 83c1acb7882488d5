import { z } from 'zod';
import { SHORT_TEXT_MAX } from './constants.ts';
import { listSearch, pageAnswerSchema, pageQueryFields } from './paging.ts';

const isoDate = z.iso.datetime({ offset: true });

export const ADMIN_PROFESSIONALS_PAGE_SIZE = 25;

/**
 * `GET /professionals/admin?search=&page=&pageSize=`: newest first, a page at a time; `search`
 * matches nombre, apellido (ignoring case and accents), dni or e-mail.
 */
export const adminProfessionalsQuerySchema = z.object({
  search: listSearch(SHORT_TEXT_MAX),
  ...pageQueryFields(ADMIN_PROFESSIONALS_PAGE_SIZE),
});
export type AdminProfessionalsQuery = z.infer<typeof adminProfessionalsQuerySchema>;

/** A row of the provider admin panel; free / cuotaVencida derived at the server's clock. */
export const adminProfessionalSchema = z.object({
  _id: z.string(),
  nombre: z.string(),
  apellido: z.string(),
  dni: z.string(),
  email: z.string(),
  numeroContacto: z.string(),
  foto: z.string().nullable(),
  createdAt: isoDate,
  /** false 'Pendiente de alta' · true 'Activo'. */
  altaUsuario: z.boolean(),
  /** true 'Periodo Gratis Activado' · false 'Cuenta Suspendida' · null paid or trial not started. */
  free: z.boolean().nullable(),
  /** true 'Cuota Vencida' · false 'Sin vencimientos'. */
  cuotaVencida: z.boolean(),
  trialEndsAt: isoDate.nullable(),
  paidUntil: isoDate.nullable(),
  ultimoPago: isoDate.nullable(),
  /** Shown in the public lists right now. */
  listed: z.boolean(),
});
export type AdminProfessional = z.infer<typeof adminProfessionalSchema>;

export const adminProfessionalsResponseSchema = pageAnswerSchema('professionals', adminProfessionalSchema);
export type AdminProfessionalsResponse = z.infer<typeof adminProfessionalsResponseSchema>;

/** The admin provider actions of §7, each `POST /professionals/{action}` with `{ professional_id }`. */
export const PROFESSIONAL_ACTIONS = [
  'altaProf',
  'suspenderAltaProf',
  'suspenderFree',
  'habilitarFree',
  'restablecerAbonado',
] as const;
export type ProfessionalAction = (typeof PROFESSIONAL_ACTIONS)[number];

/** Which of the actions the 'Controles' modal offers for a row (§4; the server answers 409 otherwise). */
export function availableActions(p: Pick<AdminProfessional, 'altaUsuario' | 'free' | 'paidUntil'>) {
  const actions: ProfessionalAction[] = [p.altaUsuario ? 'suspenderAltaProf' : 'altaProf'];
  // The free period is suspended only while it runs ('Periodo Gratis Activado'), and enabled only
  // while suspended ('Cuenta Suspendida'); a paid account or one never given alta has neither.
  if (p.paidUntil === null && p.free === true) actions.push('suspenderFree');
  if (p.paidUntil === null && p.free === false) actions.push('habilitarFree');
  actions.push('restablecerAbonado');
  return actions;
}
