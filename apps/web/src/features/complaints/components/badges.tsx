import type { Complaint } from '@servihogar/shared/complaints';
import { clsx } from 'clsx';

const BADGE = 'inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap';

const CRITICIDAD_TONES: Record<Complaint['criticidad'], string> = {
  Alta: 'bg-red-100 text-red-900',
  Media: 'bg-amber-100 text-amber-950',
  Baja: 'bg-green-100 text-green-900',
};

const ESTADO_TONES: Record<Complaint['estado'], string> = {
  Pendiente: 'bg-stone-100 text-stone-800 ring-1 ring-stone-300',
  'En revisión': 'bg-sky-100 text-sky-900',
  Resuelto: 'bg-green-100 text-green-900',
  Cerrado: 'bg-stone-200 text-stone-700',
};

export function CriticidadBadge({ criticidad }: { criticidad: Complaint['criticidad'] }) {
  return <span className={clsx(BADGE, CRITICIDAD_TONES[criticidad])}>Criticidad {criticidad}</span>;
}

export function EstadoBadge({ estado }: { estado: Complaint['estado'] }) {
  return <span className={clsx(BADGE, ESTADO_TONES[estado])}>{estado}</span>;
}
