import type { ManagedCategory } from '@servihogar/shared/categories';
import { categorySlug } from '@servihogar/shared/constants';
import { displayName } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { and, asc, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import { writeAudit } from '../../accounts/audit.service.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/tables/categories.table.ts';
import { professionalServices } from '../../db/tables/professionals.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { processImageUpload } from '../../lib/images.ts';
import { replacePhoto } from '../../lib/replace-photo.ts';
import type { Caller } from '../../plugins/auth.ts';
import { checkCategoryName } from './categories.service.ts';

type Row = typeof categories.$inferSelect;

const professionalsPerCategory = (db: Db) =>
  db
    .select({ slug: professionalServices.categorySlug, n: count().as('n') })
    .from(professionalServices)
    .groupBy(professionalServices.categorySlug)
    .as('counts');

/**
 * `GET /categories/manage`: pending ones first (oldest first), then the public list's order. The
 * proposer is a display name; its e-mail goes to admins only.
 */
export async function listManagedCategories(
  db: Db,
  caller: Caller,
  slug?: string,
): Promise<ManagedCategory[]> {
  const counts = professionalsPerCategory(db);
  const showEmail = caller.roles.includes('Admin');
  const rows = await db
    .select({
      c: categories,
      n: counts.n,
      email: accounts.email,
      nombre: accounts.nombre,
      apellido: accounts.apellido,
    })
    .from(categories)
    .leftJoin(counts, eq(counts.slug, categories.slug))
    .leftJoin(accounts, eq(accounts.id, categories.createdBy))
    .where(slug ? eq(categories.slug, slug) : undefined)
    .orderBy(
      sql`${categories.status} = 'pendiente' desc`,
      sql`case when ${categories.status} = 'pendiente' then ${categories.createdAt} end asc`,
      desc(categories.fixed),
      sql`${categories.position} asc nulls last`,
      asc(categories.type),
    );
  return rows.map(({ c, n, email, nombre, apellido }) => ({
    type: c.type,
    slug: c.slug,
    description: c.description,
    img: c.img,
    status: c.status as ManagedCategory['status'],
    fixed: c.fixed,
    professionals: Number(n ?? 0),
    createdAt: c.createdAt.toISOString(),
    createdBy: nombre !== null && apellido !== null ? displayName(nombre, apellido) : null,
    ...(showEmail && email !== null ? { createdByEmail: email } : {}),
  }));
}

async function managed(db: Db, caller: Caller, slug: string): Promise<ManagedCategory> {
  const [row] = await listManagedCategories(db, caller, slug);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function findCategory(db: Db, slug: string): Promise<Row> {
  const [row] = await db.select().from(categories).where(eq(categories.slug, slug));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const locked = () => new AppError('CONFLICT', msg.category.fixedLocked);

const audit = (caller: Caller, action: string, slug: string, details: Record<string, unknown>) => ({
  actorAccountId: caller.id,
  action,
  targetType: 'category',
  targetId: slug,
  details,
});

/** `PUT /categories/{slug}`: the description and, when sent, a new image (fixed ones too). */
export async function editCategory(
  { db, files }: Pick<AppDeps, 'db' | 'files'>,
  caller: Caller,
  slug: string,
  description: string,
  file: Buffer | undefined,
  now: Date,
): Promise<ManagedCategory> {
  const current = await findCategory(db, slug);
  const save = async (img?: string) => {
    await db.transaction(async (tx) => {
      await tx
        .update(categories)
        .set({ description: description || null, ...(img ? { img } : {}) })
        .where(eq(categories.slug, slug));
      await writeAudit(tx, audit(caller, 'category.edit', slug, { name: current.type }), now);
    });
  };
  if (file) {
    const image = await processImageUpload(file);
    await replacePhoto(files, { oldUrl: current.img, image, folder: 'categories' }, save);
  } else {
    await save();
  }
  return managed(db, caller, slug);
}

/** Makes a pending category public. */
export async function approveCategory(db: Db, caller: Caller, slug: string, now: Date) {
  const current = await findCategory(db, slug);
  if (current.status !== 'aprobada') {
    await db.transaction(async (tx) => {
      await tx.update(categories).set({ status: 'aprobada' }).where(eq(categories.slug, slug));
      await writeAudit(tx, audit(caller, 'category.approve', slug, { name: current.type }), now);
    });
  }
  return managed(db, caller, slug);
}

/** A new name (and slug: the services and hire requests follow by ON UPDATE CASCADE). */
export async function renameCategory(db: Db, caller: Caller, slug: string, name: string, now: Date) {
  const current = await findCategory(db, slug);
  if (current.fixed) throw locked();
  const type = checkCategoryName(name);
  const newSlug = categorySlug(type);
  if (newSlug !== slug) {
    const [taken] = await db
      .select({ slug: categories.slug })
      .from(categories)
      .where(eq(categories.slug, newSlug));
    if (taken) throw new AppError('CONFLICT', msg.category.nameTaken, { type: msg.category.nameTaken });
  }
  await db.transaction(async (tx) => {
    await tx.update(categories).set({ type, slug: newSlug }).where(eq(categories.slug, slug));
    await writeAudit(tx, audit(caller, 'category.rename', newSlug, { name: type, from: current.type }), now);
  });
  return managed(db, caller, newSlug);
}

/** Moves the category's professionals into `into` (kept once each) and removes it. */
export async function mergeCategory(db: Db, caller: Caller, slug: string, into: string, now: Date) {
  if (slug === into) throw fieldError('into', msg.category.mergeSelf);
  const source = await findCategory(db, slug);
  if (source.fixed) throw locked();
  const target = await findCategory(db, into);
  await db.transaction(async (tx) => {
    const already = tx
      .select({ id: professionalServices.professionalId })
      .from(professionalServices)
      .where(eq(professionalServices.categorySlug, into));
    await tx
      .update(professionalServices)
      .set({ categorySlug: into })
      .where(
        and(
          eq(professionalServices.categorySlug, slug),
          notInArray(professionalServices.professionalId, already),
        ),
      );
    await tx.delete(professionalServices).where(eq(professionalServices.categorySlug, slug));
    await tx.update(solicitudes).set({ categorySlug: into }).where(eq(solicitudes.categorySlug, slug));
    await tx.delete(categories).where(eq(categories.slug, slug));
    await writeAudit(
      tx,
      audit(caller, 'category.merge', slug, { name: source.type, into: target.type }),
      now,
    );
  });
  return managed(db, caller, into);
}

/** Removes a category that is not fixed; its professionals lose that service. */
export async function rejectCategory(db: Db, caller: Caller, slug: string, now: Date): Promise<void> {
  const current = await findCategory(db, slug);
  if (current.fixed) throw locked();
  await db.transaction(async (tx) => {
    await tx.delete(professionalServices).where(eq(professionalServices.categorySlug, slug));
    await tx.delete(categories).where(eq(categories.slug, slug));
    await writeAudit(tx, audit(caller, 'category.reject', slug, { name: current.type }), now);
  });
}
