import type { AdState } from '@servihogar/shared/ads';
import { clsx } from 'clsx';

const STATES: Record<AdState, { label: string; tone: string }> = {
  programada: { label: 'Programada', tone: 'bg-sky-100 text-sky-900' },
  activa: { label: 'Activa', tone: 'bg-green-100 text-green-900' },
  vencida: { label: 'Vencida', tone: 'bg-stone-200 text-stone-800' },
  pausada: { label: 'Pausada', tone: 'bg-amber-100 text-amber-950' },
};

export function AdStateBadge({ state }: { state: AdState }) {
  const { label, tone } = STATES[state];
  return <span className={clsx('rounded-full px-3 py-1 text-sm font-semibold', tone)}>{label}</span>;
}
