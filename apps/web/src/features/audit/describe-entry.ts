import { AUDIT_ACTION_LABELS, type AuditEntry } from '@servihogar/shared/audit';
import { TIME_ZONE } from '@servihogar/shared/calendar';
import { type PaymentStatus, PLANS } from '@servihogar/shared/constants';
import { formatLongDate } from '@servihogar/shared/format';
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '@servihogar/shared/verification';

const STATUS: Record<PaymentStatus, string> = {
  pending: 'pendiente',
  confirmed: 'confirmada',
  failed: 'rechazada',
};

export const actionLabel = (action: string): string =>
  (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** The details an admin reads in a row: the ban reason, the plan and the paid period. */
export function describeDetails(entry: AuditEntry): string | null {
  const d = entry.details;
  if (!d) return null;
  const parts: string[] = [];
  // Ads and categories keep their name in the entry: they may be deleted or renamed later.
  const name = text(d.name);
  if (name) parts.push(name);
  const into = text(d.into);
  if (into) parts.push(`en ${into}`);
  const kind = DOCUMENT_KIND_LABELS[d.kind as DocumentKind];
  if (kind) parts.push(kind);
  const reason = text(d.reason);
  if (reason) parts.push(`Motivo: ${reason}`);
  const plan = PLANS.find((p) => p.id === d.plan);
  if (plan) parts.push(`Plan ${plan.name}`);
  const from = STATUS[d.from as PaymentStatus];
  const to = STATUS[d.to as PaymentStatus];
  if (from && to) parts.push(`de ${from} a ${to}`);
  const endDate = text(d.endDate);
  if (endDate && entry.action === 'subscription.approve') parts.push(`vence el ${formatLongDate(endDate)}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

const dateTime = new Intl.DateTimeFormat('es-AR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});

export const formatWhen = (iso: string): string => dateTime.format(new Date(iso));
