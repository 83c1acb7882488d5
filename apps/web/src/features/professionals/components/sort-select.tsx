import { PROFESSIONAL_SORTS, type ProfessionalSort } from '@servihogar/shared/constants';
import { useId } from 'react';

export const SORT_LABELS: Record<ProfessionalSort, string> = {
  todos: 'Todos',
  mejorCalificacion: 'Mejor calificación',
  fechaCercana: 'Más recientes',
};

type Props = { value: ProfessionalSort; onChange: (sort: ProfessionalSort) => void };

export function SortSelect({ value, onChange }: Props) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="font-semibold text-ink">
        Ordenar por
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as ProfessionalSort)}
        className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base"
      >
        {PROFESSIONAL_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}

export function parseSort(value: string | null): ProfessionalSort {
  return PROFESSIONAL_SORTS.find((s) => s === value) ?? 'todos';
}
