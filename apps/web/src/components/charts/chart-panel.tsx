import { type ReactNode, useId, useState } from 'react';
import { Button } from '../button.tsx';
import { downloadCsv } from './csv.ts';

/** A chart's numbers: the table under "Ver como tabla" and the CSV file. Numbers stay raw in the CSV. */
export type ChartTable = {
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
  /** How a cell is shown in the table (es-AR formats); the CSV keeps the raw value. */
  format?: (value: string | number, column: number) => string;
};

type Props = {
  title: string;
  /** One line under the title: what the chart counts. */
  description?: string;
  table: ChartTable;
  /** The CSV file's name, without `.csv`. */
  fileName: string;
  /** When true, an empty state replaces the chart (zero rows, or nothing but zeros). */
  empty: boolean;
  emptyText?: string;
  children: ReactNode;
};

const show = (value: string | number, column: number, format?: ChartTable['format']) =>
  format ? format(value, column) : String(value);

/** One chart of a dashboard, with its numbers as an accessible table and a CSV download. */
export function ChartPanel({ title, description, table, fileName, empty, emptyText, children }: Props) {
  const [tableShown, setTableShown] = useState(false);
  const id = useId();
  const tableId = `${id}-tabla`;
  return (
    <section
      aria-labelledby={`${id}-titulo`}
      className="flex min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
    >
      <div>
        <h2 id={`${id}-titulo`} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {description && <p className="text-sm text-muted">{description}</p>}
      </div>
      {empty ? (
        <p className="rounded-xl bg-stone-50 p-6 text-center text-muted">
          {emptyText ?? 'Todavía no hay datos para mostrar.'}
        </p>
      ) : (
        <>
          {children}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              aria-expanded={tableShown}
              aria-controls={tableId}
              onClick={() => setTableShown((shown) => !shown)}
            >
              {tableShown ? 'Ocultar tabla' : 'Ver como tabla'}
            </Button>
            <Button variant="ghost" onClick={() => downloadCsv(`${fileName}.csv`, table.columns, table.rows)}>
              Descargar CSV
            </Button>
          </div>
          <div id={tableId} hidden={!tableShown} className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="bg-stone-50">
                <tr>
                  {table.columns.map((column, i) => (
                    <th key={column} scope="col" className={i > 0 ? 'px-2 py-2 text-right' : 'px-2 py-2'}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.join('|')} className="border-t border-stone-100">
                    {row.map((value, i) =>
                      i === 0 ? (
                        <th key={table.columns[i]} scope="row" className="px-2 py-1.5 font-normal">
                          {show(value, i, table.format)}
                        </th>
                      ) : (
                        <td key={table.columns[i]} className="px-2 py-1.5 text-right tabular-nums">
                          {show(value, i, table.format)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
