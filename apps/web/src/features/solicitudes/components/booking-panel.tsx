import { bookingText, seriesText } from '@servihogar/shared/booking-time';
import { ARGENTINA_OFFSET, argentineDay } from '@servihogar/shared/calendar';
import { useId, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { Field } from '@/components/field.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { failureText } from '@/lib/feedback.ts';
import { type BookingAction, useBookingAction, useSolicitudBookings } from '../api/bookings.ts';
import { VisitCheck } from './visit-check.tsx';

// Issue 43: a request's booked time as both parties see it, with "Proponer otro horario" and, for a
// series, skip / move one visit or end it. The server decides who may; its message shows here.
// A series' visits that ended are listed apart: its client answers "¿Llegó a trabajar?" for each.

type Props = {
  solicitudId: string;
  series: boolean;
  /** The client's side: the professional's nombre, asked about for each past visit of a series. */
  askArrival?: string;
};

const at = (iso: string) => bookingText(new Date(iso));

/** A date and hour in Tucumán, kept while the server answers (nothing is lost on a refusal). */
function TimeForm({
  label,
  submit,
  pending,
}: {
  label: string;
  submit: (start: string) => void;
  pending: boolean;
}) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (date && time) submit(`${date}T${time}:00${ARGENTINA_OFFSET}`);
      }}
    >
      <Field
        label="Día"
        type="date"
        min={argentineDay(new Date())}
        value={date}
        onChange={(e) => setDate(e.target.value)}
        required
      />
      <Field
        label="Hora"
        type="time"
        step={900}
        value={time}
        onChange={(e) => setTime(e.target.value)}
        required
      />
      <Button type="submit" disabled={pending}>
        {label}
      </Button>
    </form>
  );
}

export function BookingPanel({ solicitudId, series: isSeries, askArrival }: Props) {
  const id = useId();
  const query = useSolicitudBookings(solicitudId, true);
  const action = useBookingAction(solicitudId);
  const [open, setOpen] = useState<string | null>(null);
  const run = (a: BookingAction) => action.mutate(a, { onSuccess: () => setOpen(null) });
  if (query.isPending) return <p className="text-sm text-muted">Cargando el horario…</p>;
  if (query.isError) return <FormAlert message="No pudimos cargar el horario. Intentá de nuevo." />;
  const { series, proposal } = query.data;
  // A visit of a series is past once it ended by the server's clock (the server then asks about it).
  const ended = (b: { past: boolean }) => series !== null && b.past;
  const past = query.data.bookings.filter(ended);
  const bookings = query.data.bookings.filter((b) => !ended(b));
  const error = action.isError ? failureText(action.error, 'No pudimos guardar el cambio', 'server') : null;
  return (
    // Not a landmark (a section with a name would be one): a list holds one per booked request, and
    // landmarks must be unique (axe: landmark-unique). Its heading names it.
    <div className="flex flex-col gap-3 rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200">
      <h3 id={`${id}-title`} className="font-semibold text-ink">
        {isSeries ? 'Servicio que se repite' : 'Horario reservado'}
      </h3>
      <FormAlert message={error} />
      {series && (
        <p className="text-sm text-stone-700">
          {seriesText(series.every, new Date(series.start))} · {series.durationMinutes / 60} h
          {series.endedAt && <strong className="ml-2 text-ink">Serie terminada</strong>}
        </p>
      )}
      {past.length > 0 && (
        <h4 id={`${id}-past`} className="text-sm font-semibold text-stone-700">
          Visitas pasadas
        </h4>
      )}
      {past.length > 0 && (
        <ul className="flex flex-col gap-2" aria-labelledby={`${id}-past`}>
          {past.map((b) => (
            <li key={b._id} className="flex flex-col gap-2 rounded-md bg-white p-2 ring-1 ring-stone-200">
              <span className="text-sm text-ink" data-testid="past-visit">
                {at(b.start)} – {b.end.slice(11, 16)}
                {b.movedFrom && <span className="text-muted"> (movida del {at(b.movedFrom)})</span>}
              </span>
              {askArrival !== undefined && (
                <VisitCheck solicitudId={solicitudId} visit={b} nombre={askArrival} />
              )}
            </li>
          ))}
        </ul>
      )}
      {bookings.length === 0 && !isSeries && (
        <p className="text-sm text-muted">Todavía sin reservar: se reserva cuando el profesional acepta.</p>
      )}
      {isSeries && bookings.length > 0 && (
        <h4 id={`${id}-next`} className="text-sm font-semibold text-stone-700">
          Próximas visitas
        </h4>
      )}
      {/* A series names its list with the heading above; a dated request's one time needs none. */}
      <ul
        className="flex flex-col gap-2"
        {...(isSeries && bookings.length > 0
          ? { 'aria-labelledby': `${id}-next` }
          : { 'aria-label': 'Próximas visitas' })}
      >
        {bookings.map((b) => (
          <li key={b._id} className="flex flex-col gap-2 rounded-md bg-white p-2 ring-1 ring-stone-200">
            <div className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 grow basis-44 text-sm text-ink" data-testid="booked-visit">
                {at(b.start)} – {b.end.slice(11, 16)}
                {b.movedFrom && <span className="text-muted"> (movida del {at(b.movedFrom)})</span>}
              </span>
              {series && !series.endedAt && !b.movedFrom && (
                <>
                  <Button
                    variant="ghost"
                    onClick={() => run({ kind: 'skip', seriesId: series._id, date: b.start })}
                    disabled={action.isPending}
                  >
                    Saltear
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => setOpen(open === b._id ? null : b._id)}
                    aria-expanded={open === b._id}
                  >
                    Mover
                  </Button>
                </>
              )}
            </div>
            {series && open === b._id && (
              <TimeForm
                label="Mover esta visita"
                pending={action.isPending}
                submit={(start) => run({ kind: 'move', seriesId: series._id, date: b.start, start })}
              />
            )}
          </li>
        ))}
      </ul>
      {series && series.skipped.length > 0 && (
        <p className="text-sm text-muted">Sin visita: {series.skipped.map(at).join('; ')}</p>
      )}
      {series && !series.endedAt && (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => run({ kind: 'end', seriesId: series._id })}
          disabled={action.isPending}
        >
          Terminar la serie
        </Button>
      )}
      {proposal && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          {proposal.mine ? (
            <>
              <span className="text-ink">Te proponen otro horario: {at(proposal.start)}</span>
              <Button onClick={() => run({ kind: 'accept-proposal' })} disabled={action.isPending}>
                Aceptar el horario
              </Button>
            </>
          ) : (
            <span className="text-muted">
              Propusiste {at(proposal.start)}: falta que la otra parte acepte.
            </span>
          )}
        </div>
      )}
      {!isSeries && (
        <>
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => setOpen(open === 'propose' ? null : 'propose')}
            aria-expanded={open === 'propose'}
          >
            Proponer otro horario
          </Button>
          {open === 'propose' && (
            <TimeForm
              label="Enviar propuesta"
              pending={action.isPending}
              submit={(start) => run({ kind: 'propose', start })}
            />
          )}
        </>
      )}
    </div>
  );
}
