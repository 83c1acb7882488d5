import { argentineDay } from '@servihogar/shared/calendar';
import { HOME_PROVINCE } from '@servihogar/shared/finding';
import * as msg from '@servihogar/shared/messages';
import { REGIME_OF_SERVICE } from '@servihogar/shared/pay-scales';
import { flagsOf, SERVICE_FLAGS, type ServiceFlag } from '@servihogar/shared/service-flags';
import { type ReactNode, useId } from 'react';
import { Button } from '@/components/button.tsx';
import { FieldFrame } from '@/components/field.tsx';
import { useCities } from '../../api/get-cities.ts';
import { SortSelect } from '../sort-select.tsx';
import { type Filters, hasFilters } from './filters.ts';
import { PriceFilter } from './price-filter.tsx';

type Props = {
  filters: Filters;
  onChange: (next: Partial<Filters>) => void;
  onClear: () => void;
  /** The category's slug: its own options (§5) are offered; none on the search page. */
  servicio?: string | undefined;
  /** Under the sort menu: the position being asked, or why it could not be had. */
  sortNote?: ReactNode;
};

const selectClass = 'min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base';
const checkClass =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl bg-white px-3 font-semibold text-ink ring-1 ring-stone-300';

function Check({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className={checkClass}>
      <input
        type="checkbox"
        className="size-5 accent-brand-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {children}
    </label>
  );
}

/** Localidad, day, "Hasta $ …", verified, fast response, 4 stars, the category's options and the sort; all kept in the URL. */
export function FilterBar({ filters, onChange, onClear, servicio, sortNote }: Props) {
  const cityId = useId();
  const dayId = useId();
  const cities = useCities(HOME_PROVINCE, '');
  const cityNames = cities.data?.map((c) => c.name) ?? [];
  const city = filters.ciudad ?? '';
  const options: readonly ServiceFlag[] = servicio ? flagsOf(servicio) : [];
  // Registered work is the régimen de casas particulares' (issue 32): its categories, and the search.
  const registered = !servicio || servicio in REGIME_OF_SERVICE;
  const toggle = (flag: ServiceFlag, on: boolean) =>
    onChange({ opciones: SERVICE_FLAGS.filter((f) => (f === flag ? on : filters.opciones.includes(f))) });

  return (
    <section
      aria-label="Filtros"
      className="flex flex-col gap-3 rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FieldFrame id={cityId} label="Localidad">
          <select
            id={cityId}
            className={selectClass}
            value={city}
            onChange={(e) => onChange({ ciudad: e.target.value })}
          >
            <option value="">Todas las localidades</option>
            {city && !cityNames.includes(city) && <option value={city}>{city}</option>}
            {cityNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame id={dayId} label={msg.workCalendar.availableOnLabel}>
          <input
            id={dayId}
            type="date"
            className={selectClass}
            min={argentineDay(new Date())}
            value={filters.fecha}
            onChange={(e) => onChange({ fecha: e.target.value })}
          />
        </FieldFrame>
        <PriceFilter
          max={filters.tarifaMax}
          unit={filters.tarifaPor}
          onChange={onChange}
          inputClass={selectClass}
        />
        <div className="flex flex-col gap-1 lg:col-span-1">
          <SortSelect value={filters.sort} onChange={(sort) => onChange({ sort })} />
          {sortNote}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Check checked={filters.verificados} onChange={(verificados) => onChange({ verificados })}>
          {msg.verification.onlyVerified}
        </Check>
        <Check checked={filters.respondeRapido} onChange={(respondeRapido) => onChange({ respondeRapido })}>
          {msg.finding.fastResponse}
        </Check>
        {registered && (
          <Check
            checked={filters.trabajoRegistrado}
            onChange={(trabajoRegistrado) => onChange({ trabajoRegistrado })}
          >
            {msg.payScales.registeredWork}
          </Check>
        )}
        <Check checked={filters.antecedentes} onChange={(antecedentes) => onChange({ antecedentes })}>
          {msg.badges.certificateFilter}
        </Check>
        <Check
          checked={filters.cuatroEstrellas}
          onChange={(cuatroEstrellas) => onChange({ cuatroEstrellas })}
        >
          {msg.finding.fourStars}
        </Check>
        {options.map((flag) => (
          <Check key={flag} checked={filters.opciones.includes(flag)} onChange={(on) => toggle(flag, on)}>
            {msg.serviceFlags[flag]}
          </Check>
        ))}
        {hasFilters(filters) && (
          <Button variant="secondary" onClick={onClear}>
            {msg.finding.clearFilters}
          </Button>
        )}
      </div>
    </section>
  );
}
