import * as msg from '@servihogar/shared/messages';
import { bookingShown, REVIEW_REPLY_MAX } from '@servihogar/shared/solicitud-state';
import { type InboxSolicitud, noShowReplyBodySchema } from '@servihogar/shared/solicitudes';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { TextAreaField } from '@/components/field.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { FormActions } from '@/components/ui/form/form-actions.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { unlessFields, useApiForm } from '@/components/ui/form/use-api-form.ts';
import { type CategoryOption, categoryLabel } from '@/lib/categories.ts';
import { failureText } from '@/lib/feedback.ts';
import { useSolicitudAction } from '../api/solicitud-actions.ts';
import { AnswerDialog } from './answer-dialog.tsx';
import { BookingPanel } from './booking-panel.tsx';
import { RequestDetails } from './request-details.tsx';
import { RequestCard } from './request-list.tsx';
import { WorkDoneButton } from './work-done-button.tsx';

type Props = {
  /** The row's conversation (issue 42), given by the app. */
  extra?: ReactNode;
  solicitud: InboxSolicitud;
  categories: readonly CategoryOption[] | undefined;
  /** Opened from an e-mail's link: shown in view, and the answer it names ready. */
  focused: 'acepto' | 'no_puedo' | true | false;
};

/** One request of the professional's inbox, with the actions its state allows. */
export function InboxItem({ solicitud: s, categories, focused, extra }: Props) {
  const action = useSolicitudAction(s._id);
  const [refusing, setRefusing] = useState(focused === 'no_puedo' && s.state === 'nueva');
  const accept = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused === 'acepto') accept.current?.focus();
  }, [focused]);
  const client = `${s.client.nombre} ${s.client.inicial ? `${s.client.inicial}.` : ''}`.trim();
  const service = s.servicio ? (categoryLabel(s.servicio, categories) ?? s.servicio) : 'Servicio eliminado';
  const error = action.isError && !refusing ? failureText(action.error, msg.registration.unexpected) : null;
  return (
    <RequestCard label={`Pedido de ${client}`} focused={focused !== false}>
      <RequestDetails
        solicitud={s}
        title={<h2 className="text-lg font-bold text-ink">{client}</h2>}
        service={service}
        dateLabel="Recibido"
        answerLabel="Tu respuesta"
      />
      {s.arrived === false && <NoShow solicitud={s} />}
      <FormAlert message={error} />
      {s.state === 'nueva' && (
        <div className="flex flex-wrap gap-3">
          <Button
            ref={accept}
            disabled={action.isPending}
            onClick={() => action.mutate({ kind: 'answer', body: { answer: 'acepto' } })}
          >
            Acepto
          </Button>
          <Button variant="secondary" disabled={action.isPending} onClick={() => setRefusing(true)}>
            No puedo
          </Button>
        </div>
      )}
      {bookingShown(s) && <BookingPanel solicitudId={s._id} series={s.recurrence !== null} />}
      {s.state === 'aceptada' && (
        <div>
          <WorkDoneButton action={action} />
        </div>
      )}
      {refusing && (
        <AnswerDialog client={client} onConfirm={action.mutateAsync} onClose={() => setRefusing(false)} />
      )}
      {extra}
    </RequestCard>
  );
}

/** The client said the professional did not come: the professional may tell their side, once. */
function NoShow({ solicitud: s }: { solicitud: InboxSolicitud }) {
  const action = useSolicitudAction(s._id);
  const form = useApiForm({
    schema: noShowReplyBodySchema,
    defaultValues: { reply: '' },
    failure: unlessFields(msg.registration.unexpected),
  });
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-300">
      <p className="font-semibold text-amber-950">El cliente informó que no llegaste a trabajar.</p>
      {s.noShowReply ? (
        <p className="text-sm text-stone-700">
          <span className="font-semibold">Tu descargo: </span>
          {s.noShowReply}
        </p>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-2"
          onSubmit={form.submit(({ reply }) => action.mutateAsync({ kind: 'no-show-reply', reply }))}
        >
          <TextAreaField
            label="Tu descargo (lo leen los administradores)"
            maxLength={REVIEW_REPLY_MAX}
            {...form.field('reply')}
          />
          <FormNotice notice={form.notice} />
          <FormActions busy={form.busy} busyLabel="Enviando...">
            Enviar descargo
          </FormActions>
        </form>
      )}
    </div>
  );
}
