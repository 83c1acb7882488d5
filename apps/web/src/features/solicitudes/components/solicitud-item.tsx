import { employerToolsApply, employerToolsPath } from '@servihogar/shared/employer-access';
import * as msg from '@servihogar/shared/messages';
import { bookingShown, canRate } from '@servihogar/shared/solicitud-state';
import type { MySolicitud } from '@servihogar/shared/solicitudes';
import { ratingPath } from '@servihogar/shared/solicitudes';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '@/components/avatar.tsx';
import { Button, buttonClasses } from '@/components/button.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { type CategoryOption, categoryLabel } from '@/lib/categories.ts';
import { failureText } from '@/lib/feedback.ts';
import { useSolicitudAction } from '../api/solicitud-actions.ts';
import { BookingPanel } from './booking-panel.tsx';
import { RequestDetails } from './request-details.tsx';
import { RequestCard } from './request-list.tsx';
import { WorkDoneButton } from './work-done-button.tsx';

type Props = {
  /** The row's conversation (issue 42), given by the app. */
  extra?: ReactNode;
  solicitud: MySolicitud;
  categories: readonly CategoryOption[] | undefined;
  /** Opened from an e-mail's link: shown in view. */
  focused: boolean;
};

/** One of the client's requests: its state, the professional's answer, and what the client may do now. */
export function SolicitudItem({ solicitud: s, categories, focused, extra }: Props) {
  const action = useSolicitudAction(s._id);
  const navigate = useNavigate();
  const name = `${s.professional.nombre} ${s.professional.apellido}`;
  const profile = `/dash/professionals/${s.servicio ? encodeURIComponent(s.servicio) : 'details'}/${s.professional._id}`;
  const service = s.servicio ? (categoryLabel(s.servicio, categories) ?? s.servicio) : 'Servicio eliminado';
  const rating = s.servicio ? ratingPath(s.servicio, s.professional._id, s._id) : null;
  return (
    <RequestCard label={`Solicitud a ${name}`} focused={focused}>
      <RequestDetails
        solicitud={s}
        avatar={<Avatar src={s.professional.foto} name={name} className="size-14 text-lg" />}
        title={
          // A heading per request, as in the professional's inbox: the booking panel's h3 sits under it.
          <h2 className="text-lg font-bold">
            <Link to={profile} className="text-ink hover:text-brand-800">
              {name}
            </Link>
          </h2>
        }
        service={service}
        dateLabel="Solicitada"
        answerLabel={`Respuesta de ${s.professional.nombre}`}
      />
      {bookingShown(s) && (
        <BookingPanel solicitudId={s._id} series={s.recurrence !== null} askArrival={s.professional.nombre} />
      )}
      {employerToolsApply(s) && (
        <Link to={employerToolsPath(s._id)} className={buttonClasses('secondary', 'self-start')}>
          {msg.requests.employerTools}
        </Link>
      )}
      {(s.state === 'vencida' || s.state === 'rechazada') && (
        <p className="text-sm text-muted">
          {s.state === 'vencida' ? msg.rating.expired : msg.rating.declined}
        </p>
      )}
      {s.arrived === false && (
        <p className="text-sm text-muted">Informaste que {s.professional.nombre} no llegó.</p>
      )}
      <FormAlert
        message={action.isError ? failureText(action.error, msg.registration.unexpected, 'server') : null}
      />
      {s.arrivalAsked ? (
        <div className="flex flex-col gap-3 rounded-lg bg-brand-50 p-3 ring-1 ring-brand-200">
          <p className="font-semibold text-ink">¿Llegó a trabajar {s.professional.nombre}?</p>
          <div className="flex flex-wrap gap-3">
            <Button
              disabled={action.isPending}
              onClick={() =>
                action.mutate(
                  { kind: 'arrival', arrived: true },
                  { onSuccess: () => rating && navigate(rating) },
                )
              }
            >
              Sí
            </Button>
            <Button
              variant="secondary"
              disabled={action.isPending}
              onClick={() => action.mutate({ kind: 'arrival', arrived: false })}
            >
              No
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          {s.state === 'aceptada' && <WorkDoneButton action={action} />}
          {canRate(s.state) && rating && (
            <Link to={rating} className={buttonClasses('primary')} aria-label={`Calificar a ${name}`}>
              Calificar
            </Link>
          )}
        </div>
      )}
      {extra}
    </RequestCard>
  );
}
