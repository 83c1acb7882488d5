import { fillMessage, formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import type { AdminProfessional, ProfessionalAction } from '@servihogar/shared/professionals-admin';

export type StateLabel = { label: string; detail?: string; tone: 'ok' | 'warn' | 'bad' | 'neutral' };

/**
 * The §4 'Provider account' states the 'Controles' modal shows, in the spec's words only: the
 * free-period one only when it applies (free is null for a paid account or one never given alta).
 */
export function stateLabels(p: AdminProfessional): StateLabel[] {
  const l = msg.labels;
  const labels: StateLabel[] = [
    p.altaUsuario ? { label: l.active, tone: 'ok' } : { label: l.pendingAlta, tone: 'warn' },
  ];
  if (p.free === true) {
    const until = p.trialEndsAt && fillMessage(l.trialUntil, { fecha: formatLongDate(p.trialEndsAt) });
    labels.push({ label: l.freeActive, tone: 'ok', ...(until ? { detail: until } : {}) });
  } else if (p.free === false) labels.push({ label: l.suspended, tone: 'bad' });
  const paid = p.paidUntil && fillMessage(l.paidUntil, { fecha: formatLongDate(p.paidUntil) });
  labels.push({
    label: p.cuotaVencida ? l.cuotaVencida : l.noDues,
    tone: p.cuotaVencida ? 'bad' : 'ok',
    ...(paid ? { detail: paid } : {}),
  });
  return labels;
}

export const ACTION_LABELS: Record<ProfessionalAction, string> = {
  altaProf: msg.providerAdmin.darDeAlta,
  suspenderAltaProf: msg.providerAdmin.suspenderUsuario,
  suspenderFree: msg.providerAdmin.suspenderFree,
  habilitarFree: msg.providerAdmin.habilitarCuenta,
  restablecerAbonado: msg.providerAdmin.restablecerAbonado,
};
