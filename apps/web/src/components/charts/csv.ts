// The one CSV writer of the product: every "Descargar CSV" goes through downloadCsv.

/** What makes a spreadsheet read a cell as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell. Numbers stay numbers (a decimal comma). Text is always quoted, so that neither `;` nor
 * a `,` (a spreadsheet that splits on commas) nor a line break cuts it, and text that a spreadsheet
 * would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) starts with `'` (OWASP's rule).
 */
function cell(value: string | number): string {
  if (typeof value === 'number') return String(value).replace('.', ',');
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** A table as CSV the way a spreadsheet in Argentina opens it: `;` between cells, UTF-8 with BOM. */
export function toCsv(columns: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${[columns, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** Saves the table as a CSV file (the browser's download). */
export function downloadCsv(
  fileName: string,
  columns: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): void {
  const url = URL.createObjectURL(new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
