/** A table as CSV the way a spreadsheet in Argentina opens it: `;` between cells, UTF-8 with BOM. */
export function toCsv(columns: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    const text = typeof value === 'number' ? String(value).replace('.', ',') : value;
    return /[";\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `\uFEFF${[columns, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** Saves the text as a file (the browser's download). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
