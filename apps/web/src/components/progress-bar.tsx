type Props = { value: number; label: string };

/** A determinate progress bar; `value` from 0 to 1. */
export function ProgressBar({ value, label }: Props) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted" aria-hidden="true">
        {label}: {percent}%
      </p>
    </div>
  );
}
