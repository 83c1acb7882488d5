import { bookingText, seriesText } from '@servihogar/shared/booking-time';
import { dayNoon } from '@servihogar/shared/calendar';
import { formatLongDate } from '@servihogar/shared/format';
import {
  REQUEST_STATE_LABELS,
  type RequestState,
  WHEN_SLOT_LABELS,
} from '@servihogar/shared/solicitud-state';
import type { Solicitud } from '@servihogar/shared/solicitudes';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const STATE_COLORS: Record<RequestState, string> = {
  nueva: 'bg-sky-50 text-sky-900 ring-sky-300',
  aceptada: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  rechazada: 'bg-stone-100 text-stone-800 ring-stone-300',
  vencida: 'bg-amber-50 text-amber-950 ring-amber-300',
  realizada: 'bg-brand-50 text-brand-900 ring-brand-300',
  calificada: 'bg-green-100 text-green-900 ring-green-300',
};

/** The request's state, in Spanish, the same on both sides. */
export function StateBadge({ state }: { state: RequestState }) {
  return (
    <span
      data-testid="request-state"
      className={clsx('rounded-full px-3 py-1 text-sm font-semibold ring-1', STATE_COLORS[state])}
    >
      {REQUEST_STATE_LABELS[state]}
    </span>
  );
}

/** "Martes 2 de diciembre de 2026 · Tarde", "A convenir", or the booked time (issue 43). */
function whenOf(
  s: Pick<Solicitud, 'whenDate' | 'whenSlot' | 'start' | 'durationMinutes' | 'recurrence'>,
): string | null {
  if (s.start) {
    const start = new Date(s.start);
    const length = s.durationMinutes ? ` · ${s.durationMinutes / 60} h` : '';
    return `${s.recurrence ? seriesText(s.recurrence, start) : bookingText(start)}${length}`;
  }
  if (!s.whenSlot) return null;
  const slot = WHEN_SLOT_LABELS[s.whenSlot];
  return s.whenDate ? `${formatLongDate(dayNoon(s.whenDate))} · ${slot}` : slot;
}

/** What the client asked: need, when and where (only what they said). */
export function RequestWords({ solicitud: s }: { solicitud: Solicitud | Omit<Solicitud, 'professionalId'> }) {
  const when = whenOf(s);
  if (!s.need && !when && !s.zone) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {s.need && (
        <>
          <dt className="font-semibold text-ink">Necesita</dt>
          <dd className="break-words whitespace-pre-line text-stone-700">{s.need}</dd>
        </>
      )}
      {when && (
        <>
          <dt className="font-semibold text-ink">Cuándo</dt>
          <dd className="text-stone-700">{when}</dd>
        </>
      )}
      {s.zone && (
        <>
          <dt className="font-semibold text-ink">Dónde</dt>
          <dd className="break-words text-stone-700">{s.zone}</dd>
        </>
      )}
    </dl>
  );
}

type DetailsProps = {
  solicitud: Omit<Solicitud, 'professionalId'>;
  /** The other party's name (a link, with a photo, on the client's side). */
  title: ReactNode;
  avatar?: ReactNode;
  service: string;
  /** 'Recibido' (the professional's side) or 'Solicitada' (the client's). */
  dateLabel: string;
  answerLabel: string;
};

/** Who, what service, when it was sent, its state, the client's words and the professional's answer. */
export function RequestDetails({
  solicitud: s,
  title,
  avatar,
  service,
  dateLabel,
  answerLabel,
}: DetailsProps) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-4">
        {avatar}
        <div className="flex min-w-0 flex-1 flex-col">
          {title}
          <p className="text-sm text-stone-700">{service}</p>
          <p className="text-sm text-muted">
            {dateLabel} el <time dateTime={s.createdAt}>{formatLongDate(s.createdAt)}</time>
          </p>
        </div>
        <StateBadge state={s.state} />
      </div>
      <RequestWords solicitud={s} />
      {s.answerText && (
        <p className="text-sm text-stone-700">
          <span className="font-semibold text-ink">{answerLabel}: </span>
          {s.answerText}
        </p>
      )}
    </>
  );
}
