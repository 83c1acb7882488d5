import * as msg from '@servihogar/shared/messages';
import { QueryError } from '@/components/list-states.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useMyCalendar } from '../api/my-calendar.ts';
import { CalendarForm } from './calendar-form.tsx';

const m = msg.workCalendar;

/** Mi Perfil's "Mi calendario" (issue 43): the professional's hours, days off and horizon. */
export function MyCalendarSection() {
  const query = useMyCalendar();
  return (
    <section
      aria-labelledby="mi-calendario"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id="mi-calendario" className="text-xl font-bold text-ink">
        {m.title}
      </h2>
      <p className="text-muted">{m.intro}</p>
      <QueryError query={query} message={m.loadFailed} withDetail />
      {query.isPending && <Spinner label={m.loading} />}
      {query.data && <CalendarForm calendar={query.data} />}
    </section>
  );
}
