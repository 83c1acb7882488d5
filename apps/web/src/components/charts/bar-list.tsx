import { formatInteger } from './format.ts';

export type Bar = {
  label: string;
  value: number;
  /** Shown after the number, e.g. '12 publicados'. */
  note?: string;
  /** The whole the value is part of (a cohort's size): the bar is then that share, not a share of the longest. */
  of?: number;
};

/**
 * Counts per category, state or ad as horizontal bars: plain HTML, so long Spanish labels wrap on a
 * phone instead of being cut (decision 0033). The list is read as text by screen readers.
 */
export function BarList({
  bars,
  label,
  color = '#c2410c',
}: {
  bars: readonly Bar[];
  label: string;
  color?: string;
}) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <ul aria-label={label} className="flex flex-col gap-2.5">
      {bars.map((bar) => (
        <li key={bar.label} className="flex flex-col gap-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 break-words text-ink">{bar.label}</span>
            <span className="shrink-0 tabular-nums text-muted">
              <strong className="font-semibold text-ink">{formatInteger(bar.value)}</strong>
              {bar.note && ` · ${bar.note}`}
            </span>
          </div>
          <div aria-hidden="true" className="h-2.5 w-full overflow-hidden rounded-full bg-stone-100">
            <div
              className="h-full rounded-full"
              style={{ width: `${(bar.value / (bar.of || max)) * 100}%`, background: color }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
