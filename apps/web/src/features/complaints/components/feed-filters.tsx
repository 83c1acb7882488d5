import { CRITICIDADES } from '@servihogar/shared/constants';
import { SelectField } from '../../../components/select-field.tsx';
import type { FeedFilters as Filters } from '../api/get-complaints.ts';

type Props = { value: Filters; onChange: (value: Filters) => void };

const OPTIONS = CRITICIDADES.map((value) => ({ value, label: value }));

/** Filters of the feed (§2): city text (ignoring case and accents) and criticidad. */
export function FeedFilters({ value, onChange }: Props) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_14rem] sm:items-end">
      <div className="flex flex-col gap-1">
        <label htmlFor="complaints-ciudad" className="font-semibold">
          Ciudad
        </label>
        <input
          id="complaints-ciudad"
          type="search"
          value={value.ciudad}
          maxLength={120}
          onChange={(e) => onChange({ ...value, ciudad: e.target.value })}
          placeholder="Filtrar por ciudad..."
          className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
      </div>
      <SelectField
        label="Criticidad"
        value={value.criticidad}
        onChange={(criticidad) => onChange({ ...value, criticidad: criticidad as Filters['criticidad'] })}
        options={OPTIONS}
        placeholder="Todas"
      />
    </div>
  );
}
