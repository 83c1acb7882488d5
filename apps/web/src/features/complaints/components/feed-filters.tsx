import { COMPLAINT_TEXT_MAX, CRITICIDADES } from '@servihogar/shared/constants';
import { SearchBox } from '@/components/search-box.tsx';
import { SelectField } from '@/components/select-field.tsx';
import type { FeedFilters as Filters } from '../api/get-complaints.ts';

type Props = { value: Filters; onChange: (value: Filters) => void };

const OPTIONS = CRITICIDADES.map((value) => ({ value, label: value }));

/** Filters of the feed (§2): city text (ignoring case and accents) and criticidad. */
export function FeedFilters({ value, onChange }: Props) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_14rem] sm:items-end">
      <SearchBox
        id="complaints-ciudad"
        label="Ciudad"
        placeholder="Filtrar por ciudad..."
        value={value.ciudad}
        maxLength={COMPLAINT_TEXT_MAX}
        onChange={(ciudad) => onChange({ ...value, ciudad })}
      />
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
