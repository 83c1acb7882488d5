import { dayNoon, TIME_ZONE } from '@servihogar/shared/calendar';
import { TIME_SLOT_LABELS } from '@servihogar/shared/finding';
import { capitalize, fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { QueryError } from '@/components/list-states.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useFreeTimes } from '../api/free-times.ts';

const m = msg.workCalendar;
const dayName = new Intl.DateTimeFormat('es-AR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: TIME_ZONE,
});

/** The profile's "Próximos horarios libres": the next 14 days with free time, by franja. */
export function FreeTimes({ professionalId }: { professionalId: string }) {
  const query = useFreeTimes(professionalId);
  return (
    <section
      aria-labelledby="horarios-libres"
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id="horarios-libres" className="text-xl font-bold text-ink">
        {m.freeTimes}
      </h2>
      <QueryError query={query} message={m.freeTimesFailed} />
      {query.isPending && <Spinner label={m.freeTimesLoading} />}
      {query.data?.dias.length === 0 && <p className="text-muted">{m.freeTimesEmpty}</p>}
      {query.data && query.data.dias.length > 0 && (
        <ul className="grid gap-2 sm:grid-cols-2">
          {query.data.dias.map((day) => (
            <li key={day.dia} className="rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
              <p className="font-semibold text-ink">
                {capitalize(dayName.format(new Date(dayNoon(day.dia))))}
              </p>
              <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {day.franjas.map((slot) => (
                  <li key={slot.start}>
                    <span className="font-medium">{capitalize(TIME_SLOT_LABELS[slot.franja])}</span>{' '}
                    <span className="text-muted">
                      {fillMessage(m.slotRange, { desde: slot.desde, hasta: slot.hasta })}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
