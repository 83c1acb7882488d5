import { FINDING_SORT_LABELS, FINDING_SORTS, type FindingSort } from '@servihogar/shared/finding';
import { useId } from 'react';
import { LabelledOptions } from '@/components/select-field.tsx';

type Props = { value: FindingSort; onChange: (sort: FindingSort) => void };

/** The spec's sort menu (Todos, Mejor calificación, Más recientes) plus Más cerca and Menor tarifa. */
export function SortSelect({ value, onChange }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        Ordenar por
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as FindingSort)}
        className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base"
      >
        <LabelledOptions values={FINDING_SORTS} labels={FINDING_SORT_LABELS} />
      </select>
    </div>
  );
}
