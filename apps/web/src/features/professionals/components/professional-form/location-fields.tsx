import type { ProfessionalFormInput } from '@servihogar/shared/professionals';
import { useDeferredValue, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Field, TextAreaField } from '@/components/field.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { fieldProps } from '@/components/ui/form/use-api-form.ts';
import { useCities } from '@/features/professionals/api/get-cities.ts';
import { FormSection, WIDE } from './form-section.tsx';
import { useGeoLookups } from './use-geo-lookups.ts';

/** From this many cities on, a search box narrows the list (the server sends at most 100). */
const CITY_SEARCH_FROM = 20;

const GEONAMES_CREDIT = (
  <p className="mt-3 text-sm text-muted">
    Países, provincias y ciudades:{' '}
    <a href="https://www.geonames.org/" target="_blank" rel="noreferrer" className="underline">
      GeoNames
    </a>{' '}
    (
    <a
      href="https://creativecommons.org/licenses/by/4.0/deed.es"
      target="_blank"
      rel="noreferrer"
      className="underline"
    >
      CC BY 4.0
    </a>
    ).
  </p>
);

const loadingText = (loading: boolean, text: string) => (loading ? 'Cargando...' : text);

/** País → provincia → ciudad (product §5): a change up the chain clears what depends on it. */
export function LocationFields() {
  const form = useFormContext<ProfessionalFormInput>();
  const {
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const pais = useController({ control, name: 'pais' });
  const localidad = useController({ control, name: 'localidad' });
  const ciudad = useController({ control, name: 'ciudad' });
  const values = useWatch({ control, name: ['pais', 'localidad'] });
  const geo = useGeoLookups(values[0], values[1]);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const cities = useCities(geo.provinceId, query);

  const clear = (name: 'localidad' | 'ciudad') =>
    setValue(name, '', { shouldDirty: true, shouldValidate: isSubmitted });
  const cityOptions = (cities.data ?? []).map((c) => ({ value: c.name, label: c.name }));
  const showSearch = search !== '' || cityOptions.length >= CITY_SEARCH_FROM;

  return (
    <FormSection legend="Ubicación" note={GEONAMES_CREDIT}>
      <SelectField
        label="País"
        placeholder={loadingText(geo.countriesLoading, 'Selecciona un país')}
        options={geo.countries.map((c) => ({ value: c.name, label: c.name }))}
        error={errors.pais?.message}
        {...pais.field}
        onChange={(next) => {
          pais.field.onChange(next);
          clear('localidad');
          clear('ciudad');
          setSearch('');
        }}
      />
      <SelectField
        label="Provincia"
        placeholder={loadingText(geo.provincesLoading, 'Selecciona una provincia')}
        options={geo.provinces.map((p) => ({ value: p.name, label: p.name }))}
        error={errors.localidad?.message}
        {...localidad.field}
        disabled={!values[0]}
        onChange={(next) => {
          localidad.field.onChange(next);
          clear('ciudad');
          setSearch('');
        }}
      />
      {showSearch && (
        <Field
          label="Buscar ciudad"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          hint="Escribe parte del nombre para acotar la lista."
        />
      )}
      <SelectField
        label="Ciudad"
        placeholder={loadingText(cities.isFetching && !cities.data, 'Selecciona una ciudad')}
        options={cityOptions}
        error={errors.ciudad?.message}
        {...ciudad.field}
        disabled={!values[1]}
      />
      <TextAreaField
        label="Zona de cobertura"
        hint="Barrios o localidades donde trabajas."
        className={WIDE}
        {...fieldProps(form, 'zonaCobertura')}
      />
    </FormSection>
  );
}
