/**
 * Text as every search compares it: lower case, without accents ('María' → 'maria'). SQL folds the
 * same way (`servihogar_fold`, or `folded` in db/sql-helpers.ts with ACCENTED / UNACCENTED). Without
 * zod: the header's search is on every page.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
