import { argentineDay } from '@servihogar/shared/calendar';
import { WEEK_DAY_NAMES, WEEK_DAYS, type WeekDay } from '@servihogar/shared/finding';
import * as msg from '@servihogar/shared/messages';
import { DAYS_OFF_MAX, RANGES_PER_DAY_MAX, type WorkCalendarInput } from '@servihogar/shared/work-calendar';
import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/button.tsx';
import { Field } from '@/components/field.tsx';
import type { ApiForm } from '@/components/ui/form/use-api-form.ts';

const m = msg.workCalendar;
type Form = ApiForm<WorkCalendarInput, unknown>;

/** The weekly hours: per day of the week its ranges ('Desde'/'Hasta'), 'Agregar horario' and 'Quitar horario'. */
export function WeeklyHoursFields({ form }: { form: Form }) {
  const ranges = useFieldArray({ control: form.control, name: 'horario' });
  const add = (dia: WeekDay) => ranges.append({ dia, desde: '09:00', hasta: '13:00' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold text-ink">{m.weeklyHours}</legend>
      {WEEK_DAYS.map((dia) => {
        const ofDay = ranges.fields
          .map((field, index) => ({ field, index }))
          .filter((r) => r.field.dia === dia);
        return (
          <fieldset
            key={dia}
            className="grid gap-2 rounded-xl bg-stone-50 p-2 ring-1 ring-stone-200 sm:grid-cols-[7rem_1fr] sm:items-start sm:p-3"
          >
            <legend className="float-left pt-2 font-semibold text-ink">{WEEK_DAY_NAMES[dia]}</legend>
            <div className="flex grow flex-col gap-2">
              {ofDay.length === 0 && <p className="pt-2 text-muted">{m.noHours}</p>}
              {ofDay.map(({ field, index }) => (
                <div key={field.id} className="grid grid-cols-2 items-end gap-2 sm:flex">
                  <Field
                    type="time"
                    label={m.from}
                    className="sm:w-40"
                    {...form.field(`horario.${index}.desde`)}
                  />
                  <Field
                    type="time"
                    label={m.to}
                    className="sm:w-40"
                    {...form.field(`horario.${index}.hasta`)}
                  />
                  <Button
                    variant="ghost"
                    className="col-span-2 justify-self-start sm:col-span-1"
                    aria-label={`${m.removeRange} del ${WEEK_DAY_NAMES[dia].toLowerCase()}`}
                    onClick={() => ranges.remove(index)}
                  >
                    {m.removeRange}
                  </Button>
                </div>
              ))}
              {ofDay.length < RANGES_PER_DAY_MAX && (
                <div>
                  <Button
                    variant="secondary"
                    aria-label={`${m.addRange} el ${WEEK_DAY_NAMES[dia].toLowerCase()}`}
                    onClick={() => add(dia)}
                  >
                    {m.addRange}
                  </Button>
                </div>
              )}
            </div>
          </fieldset>
        );
      })}
    </fieldset>
  );
}

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
