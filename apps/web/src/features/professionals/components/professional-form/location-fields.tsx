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

const byName = (places: readonly { name: string }[]) =>
  places.map((place) => ({ value: place.name, label: place.name }));

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
  /** A change up the chain: the fields below it, and the city search, start again. */
  const changed =
    (field: { onChange: (value: string) => void }, below: ('localidad' | 'ciudad')[]) => (next: string) => {
      field.onChange(next);
      for (const name of below) clear(name);
      setSearch('');
    };
  const cityOptions = byName(cities.data ?? []);
  const showSearch = search !== '' || cityOptions.length >= CITY_SEARCH_FROM;

  return (
    <FormSection legend="Ubicación" note={GEONAMES_CREDIT}>
      <SelectField
        label="País"
        placeholder={loadingText(geo.countriesLoading, 'Seleccioná un país')}
        options={byName(geo.countries)}
        error={errors.pais?.message}
        {...pais.field}
        onChange={changed(pais.field, ['localidad', 'ciudad'])}
      />
      <SelectField
        label="Provincia"
        placeholder={loadingText(geo.provincesLoading, 'Seleccioná una provincia')}
        options={byName(geo.provinces)}
        error={errors.localidad?.message}
        {...localidad.field}
        disabled={!values[0]}
        onChange={changed(localidad.field, ['ciudad'])}
      />
      {showSearch && (
        <Field
          label="Buscar ciudad"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          hint="Escribí parte del nombre para acotar la lista."
        />
      )}
      <SelectField
        label="Ciudad"
        placeholder={loadingText(cities.isFetching && !cities.data, 'Seleccioná una ciudad')}
        options={cityOptions}
        error={errors.ciudad?.message}
        {...ciudad.field}
        disabled={!values[1]}
      />
      <TextAreaField
        label="Zona de cobertura"
        hint="Barrios o localidades donde trabajás."
        className={WIDE}
        {...fieldProps(form, 'zonaCobertura')}
      />
    </FormSection>
  );
}
