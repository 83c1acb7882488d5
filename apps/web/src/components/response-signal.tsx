import type { PublicProfessional } from '@servihogar/shared/professionals';
import { RESPONSE_DELAY_LABELS } from '@servihogar/shared/solicitud-state';

/**
 * "Suele responder en…" and "Responde el N % de los pedidos" (issue 26), from the last 90 days'
 * real requests; nothing below 3 of them (the server sends null).
 */
export function ResponseSignal({ respuesta }: { respuesta: PublicProfessional['respuesta'] }) {
  if (!respuesta) return null;
  return (
    <p data-testid="response-signal" className="text-sm text-stone-700">
      {respuesta.delay && <span>{RESPONSE_DELAY_LABELS[respuesta.delay]} · </span>}
      <span>Responde el {respuesta.percent} % de los pedidos</span>
    </p>
  );
}
