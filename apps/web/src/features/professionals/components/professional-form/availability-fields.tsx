import { TIME_SLOT_LABELS, TIME_SLOTS, WEEK_DAY_NAMES, WEEK_DAYS } from '@servihogar/shared/finding';
import { capitalize } from '@servihogar/shared/format';
import type { ProfessionalFormInput } from '@servihogar/shared/professionals';
import { useFormContext } from 'react-hook-form';
import { LEGEND } from './form-section.tsx';

type Props<T extends string> = {
  legend: string;
  name: 'disponibilidad.dias' | 'disponibilidad.franjas';
  values: readonly T[];
  label: (value: T) => string;
};

/** One checkbox per value, all under one field of the form. */
function CheckGroup<T extends string>({ legend, name, values, label }: Props<T>) {
  const { register } = useFormContext<ProfessionalFormInput>();
  return (
    <fieldset className="flex flex-wrap gap-x-5">
      <legend className="mb-1 text-sm font-semibold text-muted">{legend}</legend>
      {values.map((value) => (
        <label key={value} className="flex min-h-11 items-center gap-2 font-medium">
          <input type="checkbox" className="size-5 accent-brand-700" value={value} {...register(name)} />
          {label(value)}
        </label>
      ))}
    </fieldset>
  );
}

/** The days and time slots the professional usually works (issue 27); none ticked says nothing. */
export function AvailabilityFields() {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={LEGEND}>Disponibilidad habitual (opcional)</legend>
      <CheckGroup
        legend="Días"
        name="disponibilidad.dias"
        values={WEEK_DAYS}
        label={(day) => WEEK_DAY_NAMES[day]}
      />
      <CheckGroup
        legend="Franjas"
        name="disponibilidad.franjas"
        values={TIME_SLOTS}
        label={(slot) => capitalize(TIME_SLOT_LABELS[slot])}
      />
    </fieldset>
  );
}
