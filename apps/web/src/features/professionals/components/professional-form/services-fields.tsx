import { OTHER_CATEGORY } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { regimeServiceOf } from '@servihogar/shared/pay-scales';
import type { ProfessionalFormInput } from '@servihogar/shared/professionals';
import { isOtherCategory } from '@servihogar/shared/professionals';
import { flagsOf, SERVICE_FLAGS } from '@servihogar/shared/service-flags';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/button.tsx';
import { Field } from '@/components/field.tsx';
import { SelectField, type SelectOption } from '@/components/select-field.tsx';
import { fieldProps } from '@/components/ui/form/use-api-form.ts';
import { FALLBACK_CATEGORIES, useCategories } from '@/lib/categories.ts';
import { LEGEND } from './form-section.tsx';
import { emptyService } from './form-values.ts';
import { RateField } from './rate-field.tsx';

function ServiceRow({
  index,
  options,
  onRemove,
}: {
  index: number;
  options: SelectOption[];
  onRemove?: () => void;
}) {
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<ProfessionalFormInput>();
  const tipo = useController({ control, name: `servicio.${index}.tipo` });
  const offered = flagsOf(tipo.field.value);
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
      <SelectField
        label={`Servicio ${index + 1}`}
        placeholder="Seleccioná un servicio"
        options={options}
        error={errors.servicio?.[index]?.tipo?.message}
        {...tipo.field}
        onChange={(next) => {
          tipo.field.onChange(next);
          // An option the new category does not offer must not be sent as true.
          const kept = flagsOf(next);
          for (const flag of SERVICE_FLAGS)
            if (!kept.includes(flag)) setValue(`servicio.${index}.${flag}`, false);
        }}
      />
      {offered.length > 0 && (
        <fieldset className="flex flex-wrap gap-x-5">
          <legend className="mb-1 text-sm font-semibold text-muted">Opciones del servicio</legend>
          {offered.map((flag) => (
            <label key={flag} className="flex min-h-11 items-center gap-2 font-medium">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                {...register(`servicio.${index}.${flag}`)}
              />
              {msg.serviceFlags[flag]}
            </label>
          ))}
        </fieldset>
      )}
      <RateField index={index} />
      {onRemove && (
        <Button variant="ghost" className="self-start" onClick={onRemove}>
          Quitar servicio {index + 1}
        </Button>
      )}
    </li>
  );
}

/** One or more services (product §5); 'Otros' asks for the name of the new category. */
export function ServicesFields() {
  const form = useFormContext<ProfessionalFormInput>();
  const {
    control,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'servicio' });
  const services = useWatch({ control, name: 'servicio' });
  const categories = useCategories();
  const options: SelectOption[] = [
    ...(categories.data ?? FALLBACK_CATEGORIES)
      .filter((c) => !isOtherCategory(c.slug))
      .map((c) => ({ value: c.slug, label: c.label })),
    { value: OTHER_CATEGORY.slug, label: OTHER_CATEGORY.label },
  ];
  const wantsNew = services.some((s) => isOtherCategory(s.tipo));
  const listError = errors.servicio?.message ?? errors.servicio?.root?.message;

  return (
    <fieldset>
      <legend className={LEGEND}>Servicios que ofrecés</legend>
      <ul className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <ServiceRow
            key={field.id}
            index={index}
            options={options}
            onRemove={fields.length > 1 ? () => remove(index) : undefined}
          />
        ))}
      </ul>
      {listError && <p className="mt-2 text-sm font-medium text-red-800">{listError}</p>}
      {wantsNew && (
        <Field
          className="mt-4"
          label="Nombre de la nueva categoría"
          hint="Elegiste 'Otros': escribí el nombre de tu servicio."
          {...fieldProps(form, 'nuevaCategoria')}
        />
      )}
      <Button variant="secondary" className="mt-4" onClick={() => append(emptyService())}>
        Agregar otro servicio
      </Button>
      {regimeServiceOf(services.map((s) => s.tipo)) && (
        <label className="mt-4 flex min-h-11 items-start gap-2">
          <input
            type="checkbox"
            className="mt-0.5 size-5 accent-brand-700"
            {...form.register('trabajoRegistrado')}
          />
          <span>
            <span className="font-semibold">{msg.payScales.registeredWork}</span>
            <span className="block text-sm text-muted">{msg.payScales.registeredWorkHint}</span>
          </span>
        </label>
      )}
    </fieldset>
  );
}
