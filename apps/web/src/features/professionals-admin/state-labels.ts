import { fillMessage, formatLongDate } from '@servihogar/shared/format';
import { msg } from '@servihogar/shared/messages';
import type { AdminProfessional, ProfessionalAction } from '@servihogar/shared/professionals-admin';

export type StateLabel = { label: string; detail?: string; tone: 'ok' | 'warn' | 'bad' | 'neutral' };

/** The three §4 'Provider account' states the 'Controles' modal shows. */
export function stateLabels(p: AdminProfessional): StateLabel[] {
  const l = msg.labels;
  const alta: StateLabel = p.altaUsuario
    ? { label: l.active, tone: 'ok' }
    : { label: l.pendingAlta, tone: 'warn' };
  let free: StateLabel;
  if (p.free === true) {
    free = {
      label: l.freeActive,
      tone: 'ok',
      ...(p.trialEndsAt
        ? { detail: fillMessage(l.trialUntil, { fecha: formatLongDate(p.trialEndsAt) }) }
        : {}),
    };
  } else if (p.free === false) free = { label: l.suspended, tone: 'bad' };
  // free null: a paid account (the trial no longer applies) or a trial that never started.
  else if (p.paidUntil)
    free = { label: fillMessage(l.paidUntil, { fecha: formatLongDate(p.paidUntil) }), tone: 'neutral' };
  else free = { label: l.trialNotStarted, tone: 'neutral' };
  const cuota: StateLabel = p.cuotaVencida
    ? { label: l.cuotaVencida, tone: 'bad' }
    : { label: l.noDues, tone: 'ok' };
  return [alta, free, cuota];
}

export const ACTION_LABELS: Record<ProfessionalAction, string> = {
  altaProf: msg.providerAdmin.darDeAlta,
  suspenderAltaProf: msg.providerAdmin.suspenderUsuario,
  suspenderFree: msg.providerAdmin.suspenderFree,
  habilitarFree: msg.providerAdmin.habilitarCuenta,
  restablecerAbonado: msg.providerAdmin.restablecerAbonado,
};
