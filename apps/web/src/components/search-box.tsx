import { clsx } from 'clsx';

export type SearchBoxProps = {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  className?: string;
};

/** The labelled search input above an admin list. */
export function SearchBox({ id, label, placeholder, value, onChange, maxLength, className }: SearchBoxProps) {
  return (
    <div className={clsx('flex flex-col gap-1 sm:max-w-md', className)}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
    </div>
  );
}
