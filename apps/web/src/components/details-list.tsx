import type { ReactNode } from 'react';

export type Detail = { label: string; value: ReactNode };

/** Label / value pairs of a profile, two columns from `sm` up. */
export function DetailsList({ items }: { items: Detail[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(({ label, value }) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm font-semibold text-muted">{label}</dt>
          <dd className="break-words text-ink">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
