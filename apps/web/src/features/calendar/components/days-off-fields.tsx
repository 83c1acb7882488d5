import { argentineDay } from '@servihogar/shared/calendar';
import * as msg from '@servihogar/shared/messages';
import type { WorkCalendarInput } from '@servihogar/shared/work-calendar';
import { DAYS_OFF_MAX } from '@servihogar/shared/work-calendar';
import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/button.tsx';
import { Field } from '@/components/field.tsx';
import type { ApiForm } from '@/components/ui/form/use-api-form.ts';

const m = msg.workCalendar;
type Form = ApiForm<WorkCalendarInput, unknown>;

/** Days off and vacations: date ranges ('Desde el día' – 'Hasta el día'), both days included. */
export function DaysOffFields({ form }: { form: Form }) {
  const daysOff = useFieldArray({ control: form.control, name: 'diasLibres' });
  const today = argentineDay(new Date());
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold text-ink">{m.daysOff}</legend>
      {daysOff.fields.length === 0 && <p className="text-muted">{m.noDaysOff}</p>}
      {daysOff.fields.map((field, index) => (
        <fieldset key={field.id} className="flex flex-wrap items-end gap-2">
          <legend className="sr-only">{`${m.daysOff} ${index + 1}`}</legend>
          <Field type="date" label={m.firstDay} min={today} {...form.field(`diasLibres.${index}.desde`)} />
          <Field type="date" label={m.lastDay} min={today} {...form.field(`diasLibres.${index}.hasta`)} />
          <Button variant="ghost" onClick={() => daysOff.remove(index)}>
            {m.removeDaysOff}
          </Button>
        </fieldset>
      ))}
      {daysOff.fields.length < DAYS_OFF_MAX && (
        <div>
          <Button variant="secondary" onClick={() => daysOff.append({ desde: today, hasta: today })}>
            {m.addDaysOff}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
