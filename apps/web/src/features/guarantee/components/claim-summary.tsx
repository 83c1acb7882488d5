import { dayNoon } from '@servihogar/shared/calendar';
import { fillMessage, formatLongDate } from '@servihogar/shared/format';
import {
  GUARANTEE_DECISION_LABELS,
  GUARANTEE_ESTADO_LABELS,
  GUARANTEE_MOTIVO_LABELS,
  type GuaranteeClaim,
} from '@servihogar/shared/guarantee';
import * as msg from '@servihogar/shared/messages';
import type { ReactNode } from 'react';
import { ClaimPhotos } from './claim-photos.tsx';

const g = msg.guarantee;
/** A deadline day (`YYYY-MM-DD` of Argentina) read at its noon, so no zone moves it. */
export const dayLabel = (day: string) => formatLongDate(dayNoon(day));

/** One claim as its parties and admins read it: code, state, its photos, both sides and the outcome. */
export function ClaimSummary({ claim, children }: { claim: GuaranteeClaim; children?: ReactNode }) {
  return (
    <section
      aria-label={`${g.open} ${claim.codigo}`}
      className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3 text-sm ring-1 ring-amber-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink">
          {g.open} <span className="font-mono">{claim.codigo}</span>
        </p>
        <span
          className="rounded-full bg-white px-3 py-1 font-semibold text-stone-800"
          data-testid="claim-estado"
        >
          {claim.decision ? GUARANTEE_DECISION_LABELS[claim.decision] : GUARANTEE_ESTADO_LABELS[claim.estado]}
        </span>
      </div>
      <p>
        <span className="font-semibold">{GUARANTEE_MOTIVO_LABELS[claim.motivo]}:</span>{' '}
        <span className="whitespace-pre-line break-words">{claim.descripcion}</span>
      </p>
      <ClaimPhotos codigo={claim.codigo} paths={claim.fotos} />
      {claim.respuesta ? (
        <p className="break-words">
          <span className="font-semibold">{g.yourAnswer}:</span> {claim.respuesta}
        </p>
      ) : (
        claim.estado === 'abierto' && (
          <p className="text-muted">
            {fillMessage(claim.rol === 'profesional' ? g.answerUntil : g.proAnswerUntil, {
              fecha: dayLabel(claim.respuestaHasta),
            })}
          </p>
        )
      )}
      {claim.resultado && (
        <p className="break-words rounded bg-white p-2">
          <span className="font-semibold">{g.outcome}:</span> {claim.resultado}
        </p>
      )}
      {children}
    </section>
  );
}
