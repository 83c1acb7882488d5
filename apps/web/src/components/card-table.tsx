import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const HEAD = 'px-3 py-3 text-sm font-semibold text-muted';
// Under 730 px each row becomes a card and each cell shows its column name (data-label).
const CELL =
  'flex justify-between gap-4 py-1 text-right before:shrink-0 before:font-semibold before:text-muted before:content-[attr(data-label)] nav:table-cell nav:px-3 nav:py-3 nav:text-left nav:before:content-none';

type TableProps = {
  columns: readonly string[];
  /** A last column of actions, its header read only by screen readers ('Acciones' or the text given). */
  actions?: boolean | string;
  children: ReactNode;
};

/** An admin list: a real table from 730 px, a stack of cards below it. */
export function CardTable({ columns, actions, children }: TableProps) {
  return (
    // The wrapper scrolls the table sideways if the columns do not fit.
    <div className="nav:overflow-x-auto nav:rounded-2xl nav:bg-white nav:ring-1 nav:ring-stone-200">
      <table className="block w-full nav:table">
        <thead className="sr-only nav:not-sr-only nav:table-header-group nav:bg-stone-50 nav:text-left">
          <tr>
            {columns.map((column) => (
              <th key={column} className={HEAD}>
                {column}
              </th>
            ))}
            {actions && (
              <th className={HEAD}>
                <span className="sr-only">{actions === true ? 'Acciones' : actions}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="flex flex-col gap-3 nav:table-row-group">{children}</tbody>
      </table>
    </div>
  );
}

export function CardRow({ children }: { children: ReactNode }) {
  return (
    <tr className="block rounded-2xl bg-white p-4 ring-1 ring-stone-200 nav:table-row nav:rounded-none nav:p-0 nav:ring-0 nav:[&:not(:last-child)]:border-b nav:border-stone-200">
      {children}
    </tr>
  );
}

type CellProps = { label: string; align?: 'top'; className?: string; children: ReactNode };

export function CardCell({ label, align, className, children }: CellProps) {
  return (
    <td
      data-label={label}
      className={clsx(CELL, align === 'top' ? 'nav:align-top' : 'nav:align-middle', className)}
    >
      {children}
    </td>
  );
}

export function CardActionsCell({ children }: { children: ReactNode }) {
  return <td className="block pt-3 nav:table-cell nav:px-3 nav:py-2 nav:text-right">{children}</td>;
}
