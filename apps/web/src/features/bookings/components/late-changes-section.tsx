import { bookingText } from '@servihogar/shared/booking-time';
import { BOOKING_CHANGE_LABELS, PARTY_LABELS } from '@servihogar/shared/bookings';
import { Link } from 'react-router';
import { QueryError } from '@/components/list-states.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useLateChanges } from '../api/late-changes.ts';

/**
 * The admin panel's list of changes to booked times made with less than 24 hours' notice (issue 43
 * §3), beside the professional: who changed which visit, and when they told.
 */
export function LateChangesSection() {
  const query = useLateChanges();
  const changes = query.data?.changes ?? [];
  return (
    <section aria-labelledby="late-changes-title" className="flex flex-col gap-3">
      <h2 id="late-changes-title" className="text-xl font-bold">
        Cambios de horario con menos de 24 horas de aviso
      </h2>
      {query.isPending && <Spinner label="Cargando cambios de horario..." />}
      <QueryError query={query} message="No pudimos cargar los cambios de horario." withDetail />
      {query.isSuccess && changes.length === 0 && (
        <p className="text-muted">Nadie cambió un horario reservado con menos de 24 horas de aviso.</p>
      )}
      {changes.length > 0 && (
        <ul className="flex flex-col gap-2">
          {changes.map((c) => (
            <li key={c._id} className="flex flex-col gap-1 rounded-xl bg-white p-4 ring-1 ring-stone-200">
              <p>
                <Link to={`/dash/professionals/details/${c.professional._id}`} className="font-semibold">
                  {c.professional.nombre} {c.professional.apellido}
                </Link>
                {': '}
                {PARTY_LABELS[c.by]} {BOOKING_CHANGE_LABELS[c.kind]}{' '}
                <time dateTime={c.visit}>{bookingText(new Date(c.visit))}</time>.
              </p>
              <p className="text-sm text-stone-700">
                Avisó el <time dateTime={c.at}>{bookingText(new Date(c.at))}</time>.
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
