import { COMPLAINT_TEXT_MAX } from '@servihogar/shared/constants';
import { SearchBox } from '@/components/search-box.tsx';
import type { FeedFilters as Filters } from '../api/get-complaints.ts';
import { CriticidadSelect } from './complaint-selects.tsx';

type Props = { value: Filters; onChange: (value: Filters) => void };

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
      <CriticidadSelect
        value={value.criticidad}
        onChange={(criticidad) => onChange({ ...value, criticidad: criticidad as Filters['criticidad'] })}
        placeholder="Todas"
      />
    </div>
  );
}
