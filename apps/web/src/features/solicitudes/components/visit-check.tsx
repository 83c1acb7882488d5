import type { SolicitudBookings } from '@servihogar/shared/bookings';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { CommentForm, type CommentFormValues } from '@/components/comment-form.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { SpinnerIcon } from '@/components/spinner.tsx';
import { failureText } from '@/lib/feedback.ts';
import { notify } from '@/lib/notify.ts';
import { useBookingAction } from '../api/bookings.ts';

// Issue 43 §4 (decision 0072): once a visit of a series ended, its client answers "¿Llegó a
// trabajar {nombre}?" for that visit, and after a yes rates it once. The server keeps both facts;
// the panel's list is read again after each answer, so the visit then shows its state.

type Visit = SolicitudBookings['bookings'][number];
type Props = { solicitudId: string; visit: Visit; nombre: string };

/** What the client does (or did) about one past visit of a series. */
export function VisitCheck({ solicitudId, visit, nombre }: Props) {
  const action = useBookingAction(solicitudId);
  // Opened by a yes just given (and focused there), or by "Calificar esta visita" later.
  const [rating, setRating] = useState<'after-yes' | 'open' | null>(null);
  const lead = useRef<HTMLParagraphElement>(null);
  // The yes and the list read again land in either order: focus once both are in.
  const arrived = visit.arrived;
  useEffect(() => {
    if (rating === 'after-yes' && arrived) lead.current?.focus();
  }, [rating, arrived]);
  const error = action.isError ? failureText(action.error, msg.registration.unexpected) : null;
  const sent = action.variables?.kind === 'arrival' ? action.variables.arrived : null;

  if (visit.arrived === null) {
    const answer = (arrived: boolean) =>
      action.mutate(
        { kind: 'arrival', bookingId: visit._id, arrived },
        { onSuccess: () => arrived && setRating('after-yes') },
      );
    return (
      <fieldset className="flex flex-col gap-2" aria-busy={action.isPending}>
        <legend className="mb-2 font-semibold text-ink">
          {fillMessage(msg.bookings.arrivalQuestion, { nombre })}
        </legend>
        <FormAlert message={error} />
        <div className="flex flex-wrap gap-3">
          <Button disabled={action.isPending} onClick={() => answer(true)}>
            {action.isPending && sent === true && <SpinnerIcon size={18} className="text-current" />}
            Sí
          </Button>
          <Button variant="secondary" disabled={action.isPending} onClick={() => answer(false)}>
            {action.isPending && sent === false && <SpinnerIcon size={18} className="text-current" />}
            No
          </Button>
        </div>
      </fieldset>
    );
  }
  if (visit.arrived === false) {
    return <p className="text-sm text-muted">Informaste que {nombre} no llegó.</p>;
  }
  if (visit.rated) return <p className="text-sm text-muted">Llegó a trabajar · Visita calificada</p>;

  const submit = async (values: CommentFormValues) => {
    await action.mutateAsync({ kind: 'rating', bookingId: visit._id, body: values });
    notify.success(msg.rating.sent);
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">Llegó a trabajar</p>
      {rating ? (
        <>
          <p ref={lead} tabIndex={-1} className="text-stone-700 outline-none">
            Contanos cómo fue esta visita: tu comentario y tus estrellas se publican en el perfil de {nombre}.
          </p>
          <CommentForm commentLabel="Tu comentario" submitLabel="Enviar calificación" onSubmit={submit} />
        </>
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setRating('open')}>
          Calificar esta visita
        </Button>
      )}
    </div>
  );
}
