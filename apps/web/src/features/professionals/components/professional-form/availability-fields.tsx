import { TIME_SLOT_LABELS, TIME_SLOTS, WEEK_DAY_NAMES, WEEK_DAYS } from '@servihogar/shared/finding';
import type { ProfessionalFormInput } from '@servihogar/shared/professionals';
import { useFormContext } from 'react-hook-form';
import { LEGEND } from './styles.ts';

const CHECK = 'flex min-h-11 items-center gap-2 font-medium';

/** The days and time slots the professional usually works (issue 27); none ticked says nothing. */
export function AvailabilityFields() {
  const { register } = useFormContext<ProfessionalFormInput>();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={LEGEND}>Disponibilidad habitual (opcional)</legend>
      <fieldset className="flex flex-wrap gap-x-5">
        <legend className="mb-1 text-sm font-semibold text-muted">Días</legend>
        {WEEK_DAYS.map((day) => (
          <label key={day} className={CHECK}>
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              value={day}
              {...register('disponibilidad.dias')}
            />
            {WEEK_DAY_NAMES[day]}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-x-5">
        <legend className="mb-1 text-sm font-semibold text-muted">Franjas</legend>
        {TIME_SLOTS.map((slot) => (
          <label key={slot} className={CHECK}>
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              value={slot}
              {...register('disponibilidad.franjas')}
            />
            {TIME_SLOT_LABELS[slot][0]!.toUpperCase() + TIME_SLOT_LABELS[slot].slice(1)}
          </label>
        ))}
      </fieldset>
    </fieldset>
  );
}
