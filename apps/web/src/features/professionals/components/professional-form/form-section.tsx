import type { ReactNode } from 'react';

// The sections of the professional form, shared by its parts.
export const LEGEND = 'mb-3 text-lg font-bold text-ink';

/** A titled section whose fields sit two to a row from sm up (a wide field spans both: WIDE). */
export function FormSection({
  legend,
  note,
  children,
}: {
  legend: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset>
      <legend className={LEGEND}>{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      {note}
    </fieldset>
  );
}

/** A field spanning both columns of a FormSection. */
export const WIDE = 'sm:col-span-2';
