import { formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { REVIEW_REPLY_MAX } from '@servihogar/shared/solicitud-state';
import type { InboxSolicitud } from '@servihogar/shared/solicitudes';
import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { TextAreaField } from '@/components/field.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { type CategoryOption, categoryLabel } from '@/lib/categories.ts';
import { failureText } from '@/lib/feedback.ts';
import { useSolicitudAction } from '../api/solicitud-actions.ts';
import { AnswerDialog } from './answer-dialog.tsx';
import { RequestWords, StateBadge } from './request-details.tsx';

type Props = {
  solicitud: InboxSolicitud;
  categories: readonly CategoryOption[] | undefined;
  /** Opened from an e-mail's link: shown in view, and the answer it names ready. */
  focused: 'acepto' | 'no_puedo' | true | false;
};

const fieldOf = (error: unknown, field: string) =>
  error instanceof ApiError ? error.fields?.[field] : undefined;

/** One request of the professional's inbox, with the actions its state allows. */
export function InboxItem({ solicitud: s, categories, focused }: Props) {
  const action = useSolicitudAction(s._id);
  const [refusing, setRefusing] = useState(focused === 'no_puedo' && s.state === 'nueva');
  const ref = useRef<HTMLElement>(null);
  const accept = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focused) return;
    ref.current?.scrollIntoView({ block: 'center' });
    if (focused === 'acepto') accept.current?.focus();
  }, [focused]);
  const client = `${s.client.nombre} ${s.client.inicial ? `${s.client.inicial}.` : ''}`.trim();
  const service = s.servicio ? (categoryLabel(s.servicio, categories) ?? s.servicio) : 'Servicio eliminado';
  const error =
    action.isError && !refusing ? failureText(action.error, msg.registration.unexpected, 'server') : null;
  return (
    <article
      ref={ref}
      aria-label={`Pedido de ${client}`}
      className={clsx(
        'flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1',
        focused ? 'ring-2 ring-brand-500' : 'ring-stone-200',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <h2 className="text-lg font-bold text-ink">{client}</h2>
          <p className="text-sm text-stone-700">{service}</p>
          <p className="text-sm text-muted">
            Recibido el <time dateTime={s.createdAt}>{formatLongDate(s.createdAt)}</time>
          </p>
        </div>
        <StateBadge state={s.state} />
      </div>
      <RequestWords solicitud={s} />
      {s.answerText && (
        <p className="text-sm text-stone-700">
          <span className="font-semibold text-ink">Tu respuesta: </span>
          {s.answerText}
        </p>
      )}
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
      {s.state === 'aceptada' && (
        <div>
          <Button
            variant="secondary"
            disabled={action.isPending}
            onClick={() => action.mutate({ kind: 'done' })}
          >
            Trabajo realizado
          </Button>
        </div>
      )}
      {refusing && (
        <AnswerDialog
          client={client}
          pending={action.isPending}
          error={action.isError ? failureText(action.error, msg.registration.unexpected, 'server') : null}
          fieldError={fieldOf(action.error, 'answerText')}
          onConfirm={(answerText) =>
            action.mutate(
              { kind: 'answer', body: { answer: 'no_puedo', answerText } },
              { onSuccess: () => setRefusing(false) },
            )
          }
          onClose={() => setRefusing(false)}
        />
      )}
    </article>
  );
}

/** The client said the professional did not come: the professional may tell their side, once. */
function NoShow({ solicitud: s }: { solicitud: InboxSolicitud }) {
  const action = useSolicitudAction(s._id);
  const [reply, setReply] = useState('');
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
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            action.mutate({ kind: 'no-show-reply', reply });
          }}
        >
          <TextAreaField
            label="Tu descargo (lo leen los administradores)"
            value={reply}
            onChange={(event) => setReply(event.target.value)}
            maxLength={REVIEW_REPLY_MAX}
            error={fieldOf(action.error, 'reply')}
          />
          <FormAlert
            message={
              action.isError && !fieldOf(action.error, 'reply')
                ? failureText(action.error, msg.registration.unexpected, 'server')
                : null
            }
          />
          <div>
            <Button type="submit" variant="secondary" disabled={action.isPending}>
              Enviar descargo
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
