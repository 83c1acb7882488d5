import { randomUUID } from 'node:crypto';
import { DAY_MS } from '@servihogar/shared/constants';
import type { Db } from '../src/db/client.ts';
import { advertisements } from '../src/db/tables/ads.table.ts';
import { categories } from '../src/db/tables/categories.table.ts';
import { comments } from '../src/db/tables/comments.table.ts';
import { professionalServices, professionals } from '../src/db/tables/professionals.table.ts';
import { accounts } from '../src/db/tables/users.table.ts';

type ProfessionalRow = typeof professionals.$inferSelect;
type ServiceInsert = Omit<typeof professionalServices.$inferInsert, 'professionalId'>;

/** Every lifecycle a professional can be in, relative to the clock (`now`). */
export const LIFECYCLE_STATES = [
  'pending',
  'trial',
  'trialExpired',
  'freeSuspended',
  'paid',
  'overdue',
  'paidButSuspended',
  'activeWithoutTrial',
  'trialEndsNow',
  'paidUntilNow',
] as const;
export type LifecycleState = (typeof LIFECYCLE_STATES)[number];

const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export function lifecycleFields(state: LifecycleState, now: Date): Partial<ProfessionalRow> {
  switch (state) {
    case 'pending':
      return { altaUsuario: false };
    case 'trial':
      return { altaUsuario: true, trialStartedAt: ago(now, 2) };
    case 'trialExpired':
      return { altaUsuario: true, trialStartedAt: ago(now, 8) };
    case 'freeSuspended':
      return { altaUsuario: true, trialStartedAt: ago(now, 1), freeSuspended: true };
    case 'paid':
      return {
        altaUsuario: true,
        trialStartedAt: ago(now, 40),
        paidUntil: ago(now, -20),
        ultimoPago: ago(now, 10),
      };
    case 'overdue':
      return {
        altaUsuario: true,
        trialStartedAt: ago(now, 60),
        paidUntil: ago(now, 1),
        ultimoPago: ago(now, 31),
      };
    case 'paidButSuspended':
      return { altaUsuario: false, trialStartedAt: ago(now, 40), paidUntil: ago(now, -20) };
    case 'activeWithoutTrial':
      return { altaUsuario: true };
    case 'trialEndsNow':
      return { altaUsuario: true, trialStartedAt: ago(now, 7) };
    case 'paidUntilNow':
      return { altaUsuario: true, paidUntil: now, freeSuspended: true };
  }
}

export type ProfessionalFactoryInput = Partial<typeof professionals.$inferInsert> & {
  state?: LifecycleState;
  now?: Date;
  services?: (string | ServiceInsert)[];
};

let counter = 0;

/** A professional (listed 'trial' by default) with its services; the category slugs must exist. */
export async function insertProfessional(
  db: Db,
  input: ProfessionalFactoryInput = {},
): Promise<ProfessionalRow> {
  const { state = 'trial', now = new Date(), services = ['plomero'], ...overrides } = input;
  counter += 1;
  const [row] = await db
    .insert(professionals)
    .values({
      nombre: `Nombre${counter}`,
      apellido: `Apellido${counter}`,
      dni: `30${String(counter).padStart(6, '0')}`,
      edad: 30,
      email: `prestador${counter}@example.com`,
      numeroContacto: `+54 9 381${String(counter).padStart(7, '0')}`,
      pais: 'Argentina',
      localidad: 'Tucumán',
      ciudad: 'San Miguel de Tucumán',
      latitude: -26.8241,
      longitude: -65.2226,
      ...lifecycleFields(state, now),
      ...overrides,
    })
    .returning();
  const professional = row!;
  if (services.length > 0) {
    await db
      .insert(professionalServices)
      .values(
        services.map((s) =>
          typeof s === 'string'
            ? { professionalId: professional.id, categorySlug: s }
            : { ...s, professionalId: professional.id },
        ),
      );
  }
  return professional;
}

export async function insertAccount(db: Db, input: Partial<typeof accounts.$inferInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(accounts)
    .values({
      email: `user${counter}@example.com`,
      passwordHash: 'not-a-real-hash',
      roles: ['Cliente'],
      nombre: `Usuario${counter}`,
      apellido: 'Prueba',
      verifiedAt: new Date(),
      ...input,
    })
    .returning();
  return row!;
}

export async function insertComment(
  db: Db,
  professionalId: string,
  input: Partial<typeof comments.$inferInsert> = {},
) {
  const [row] = await db
    .insert(comments)
    .values({
      professionalId,
      nombrePersona: 'Ana Pérez',
      descripcion: 'Muy buen trabajo',
      calificacion: 5,
      ...input,
    })
    .returning();
  return row!;
}

export async function insertCategory(db: Db, input: Partial<typeof categories.$inferInsert> = {}) {
  const slug = input.slug ?? `categoria-${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(categories)
    .values({ slug, type: input.type ?? slug, ...input })
    .returning();
  return row!;
}

export async function insertAd(db: Db, input: Partial<typeof advertisements.$inferInsert> = {}) {
  const [row] = await db
    .insert(advertisements)
    .values({ type: 'banner-horizontal', imageUrl: '/img/ad.webp', ...input })
    .returning();
  return row!;
}
