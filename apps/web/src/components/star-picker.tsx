import { STARS_MAX } from '@servihogar/shared/constants';
import { clsx } from 'clsx';
import { type Ref, useId } from 'react';
import { describedBy, FieldMessages } from './field.tsx';

const STAR_PATH = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z';

export const starChoiceLabel = (n: number) => `${n} ${n === 1 ? 'estrella' : 'estrellas'}`;

type Props = {
  label: string;
  /** 0 while nothing is chosen. */
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
  /** The first radio, so a form can move focus to the group on an error. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * A 1–5 star choice built on native radios: arrow keys move between stars, Space/Enter picks,
 * and screen readers hear "3 estrellas, 3 de 5".
 */
export function StarPicker({ label, value, onChange, onBlur, error, disabled, ref }: Props) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={describedBy(id, error)} disabled={disabled}>
      <legend className="mb-1 font-semibold text-ink">{label}</legend>
      <div className="flex items-center gap-1">
        {Array.from({ length: STARS_MAX }, (_, i) => {
          const n = i + 1;
          return (
            <label key={n} className="relative cursor-pointer">
              <input
                ref={n === 1 ? ref : undefined}
                type="radio"
                name={id}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                className="peer sr-only"
              />
              <span className="sr-only">{starChoiceLabel(n)}</span>
              <svg
                width="36"
                height="36"
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="rounded-md p-0.5 transition-transform hover:scale-110 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-600"
              >
                <path
                  d={STAR_PATH}
                  className={clsx('transition-colors', n <= value ? 'fill-amber-600' : 'fill-stone-200')}
                  stroke="#b45309"
                  strokeWidth="1"
                />
              </svg>
            </label>
          );
        })}
        <span className="ml-2 text-sm font-medium text-muted" aria-hidden="true">
          {value > 0 ? `${value} de ${STARS_MAX}` : ''}
        </span>
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
