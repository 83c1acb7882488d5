import { categorySlug } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { isOtherCategory, type Service, withApplicableFlags } from '@servihogar/shared/professionals';
import type { Db } from '../../db/client.ts';
import { professionalServices } from '../../db/tables/professionals.table.ts';
import { AppError } from '../../lib/errors.ts';
import { ensureCategory, existingSlugs } from '../categories/categories.service.ts';

type ServiceRow = Omit<typeof professionalServices.$inferInsert, 'professionalId'>;
type FormServices = { servicio: Service[]; nuevaCategoria?: string | undefined };

/**
 * The form's services as rows: `tipo` (slug or name) turned into an existing category slug, 'Otros'
 * into the category named `nuevaCategoria` (created pending when new; the server is the only place
 * that creates it), options the category does not offer
 * forced off (§5), and a category listed twice kept once. Unknown categories are a 400.
 */
export async function resolveServices(
  db: Db,
  form: FormServices,
  now: Date,
  proposerId: string,
): Promise<ServiceRow[]> {
  const slugs = form.servicio.map((s) => (isOtherCategory(s.tipo) ? null : categorySlug(s.tipo)));
  const known = await existingSlugs(
    db,
    slugs.filter((slug): slug is string => slug !== null),
  );
  const unknown = Object.fromEntries(
    slugs.flatMap((slug, i) =>
      slug !== null && !known.has(slug) ? [[`servicio.${i}.tipo`, msg.professionalForm.unknownCategory]] : [],
    ),
  );
  if (Object.keys(unknown).length > 0) {
    throw new AppError('VALIDATION', msg.professionalForm.unknownCategory, unknown);
  }
  const other = slugs.includes(null)
    ? await otherCategorySlug(db, form.nuevaCategoria ?? '', now, proposerId)
    : null;
  const rows = new Map<string, ServiceRow>();
  form.servicio.forEach((service, i) => {
    const slug = slugs[i] ?? other!;
    if (rows.has(slug)) return;
    const s = withApplicableFlags({ ...service, tipo: slug });
    rows.set(slug, {
      categorySlug: slug,
      semanal: s.semanal,
      mensual: s.mensual,
      personasEnfermas: s.personasEnfermas,
      personasMayores: s.personasMayores,
      personasDiscapacitadas: s.personasDiscapacitadas,
      descripcion: s.descripcion || null,
      rateAmount: s.tarifa?.monto ?? null,
      rateUnit: s.tarifa?.unidad ?? null,
    });
  });
  return [...rows.values()];
}

async function otherCategorySlug(db: Db, name: string, now: Date, proposerId: string): Promise<string> {
  try {
    return (await ensureCategory(db, { type: name }, now, proposerId)).category.slug;
  } catch (error) {
    // The category's own field is `type`; in this form the name is typed in `nuevaCategoria`.
    if (error instanceof AppError && (error.code === 'VALIDATION' || error.code === 'RATE_LIMITED')) {
      throw new AppError(error.code, error.message, { nuevaCategoria: error.message });
    }
    throw error;
  }
}

export async function insertServices(db: Db, professionalId: string, rows: ServiceRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(professionalServices).values(rows.map((row) => ({ ...row, professionalId })));
}
