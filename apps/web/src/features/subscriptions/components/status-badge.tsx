import type { PaymentStatus } from '@servihogar/shared/constants';
import { clsx } from 'clsx';
import { STATUS_LABELS } from '../plans.ts';

const TONES: Record<PaymentStatus, string> = {
  pending: 'bg-amber-100 text-amber-950',
  confirmed: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

export function StatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <span className={clsx('rounded-full px-2 py-0.5 text-sm font-semibold whitespace-nowrap', TONES[status])}>
      {STATUS_LABELS[status]}
    </span>
  );
}
