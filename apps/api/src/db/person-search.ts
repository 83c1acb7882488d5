import { foldForSearch } from '@servihogar/shared/fold';
import { type AnyColumn, like, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike, folded } from './sql-helpers.ts';

type PersonColumns = { nombre: AnyColumn; apellido: AnyColumn; email: AnyColumn; dni: AnyColumn };

/** The back-office search of people: name and surname (either order, no case or accents), e-mail or dni. */
export function personSearch(search: string | undefined, p: PersonColumns): SQL | undefined {
  const term = foldForSearch(search ?? '')
    .trim()
    .replace(/\s+/g, ' ');
  if (!term) return undefined;
  const pattern = `%${escapeLike(term)}%`;
  return or(
    like(folded(sql`${p.nombre} || ' ' || ${p.apellido}`), pattern),
    like(folded(sql`${p.apellido} || ' ' || ${p.nombre}`), pattern),
    like(sql`lower(${p.email})`, pattern),
    like(p.dni, pattern),
  );
}
