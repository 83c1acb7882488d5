import * as msg from '@servihogar/shared/messages';
import { canRate, type RequestState } from '@servihogar/shared/solicitud-state';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/button.tsx';
import { CommentForm, type CommentFormValues } from '@/components/comment-form.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { failureText } from '@/lib/feedback.ts';
import { notify } from '@/lib/notify.ts';
import { hasRole, useSessionUser } from '@/lib/session.tsx';
import { useSolicitudInfo } from '../api/get-solicitud-info.ts';
import { useRateSolicitud } from '../api/rate-solicitud.ts';
import { RatingThanks } from '../components/rating-thanks.tsx';

function loadError(error: unknown): string {
  if (error instanceof ApiError && error.code === 'NOT_FOUND') return msg.rating.solicitudNotFound;
  if (error instanceof ApiError && error.code === 'FORBIDDEN') return msg.rating.notYourSolicitud;
  return failureText(error, msg.registration.unexpected, 'server');
}

/** Why a solicitud not accepted has no rating form (issue 48). */
function notRatable(state: RequestState): string {
  if (state === 'vencida') return msg.rating.expired;
  if (state === 'rechazada') return msg.rating.declined;
  return msg.rating.waiting;
}

/** /dash/professionals/:alt/:id/:idSoli/calificacion (product §2): rate a solicitud once. */
export function RatingPage() {
  const user = useSessionUser();
  // Only clients hire, so only a client can have a solicitud to rate (and a 'Mis solicitudes' page).
  if (!hasRole(user, 'Cliente')) {
    return (
      <section className="mx-auto flex max-w-2xl flex-col gap-6">
        <PageTitle text="Calificar el servicio" />
        <FormAlert message={msg.rating.notYourSolicitud} tone="warning" />
        <Link to="/" className={buttonClasses('secondary', 'self-start')}>
          {msg.pages.backHome}
        </Link>
      </section>
    );
  }
  return <ClientRating />;
}

function ClientRating() {
  const { id = '', idSoli = '' } = useParams();
  const user = useSessionUser();
  const info = useSolicitudInfo(user.email, idSoli);
  const rate = useRateSolicitud();

  const submit = async (values: CommentFormValues) => {
    await rate.mutateAsync({
      professionalId: id,
      body: {
        ...values,
        nombrePersona: `${user.nombre} ${user.apellido}`.trim(),
        idSoli,
        emailCliente: user.email,
      },
    });
    notify.success(msg.rating.sent);
  };

  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageTitle text="Calificar el servicio" />
      {info.isPending && <PageSpinner label="Cargando la solicitud..." />}
      {info.isError && (
        <FormAlert message={loadError(info.error)}>
          <Link to="/dash/misSolicitudes" className="mt-2 inline-block font-semibold underline">
            Ver mis solicitudes
          </Link>
        </FormAlert>
      )}
      {info.data?.flujoCompleto && <RatingThanks />}
      {info.data && !info.data.flujoCompleto && !canRate(info.data.state) && (
        <FormAlert message={notRatable(info.data.state)} tone="warning">
          <Link to="/dash/misSolicitudes" className="mt-2 inline-block font-semibold underline">
            {msg.pages.mySolicitudes}
          </Link>
        </FormAlert>
      )}
      {info.data && canRate(info.data.state) && (
        <div className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">
          <p className="text-stone-700">
            Contanos cómo fue el trabajo: tu comentario y tus estrellas se publican en el perfil del
            profesional.
          </p>
          <CommentForm commentLabel="Tu comentario" submitLabel="Enviar calificación" onSubmit={submit} />
        </div>
      )}
    </section>
  );
}
