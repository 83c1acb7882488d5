import { RATE_UNIT_LABELS, RATE_UNITS, type RateUnit } from '@servihogar/shared/finding';
import type { ProfessionalFormInput } from '@servihogar/shared/professionals';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { describedBy, FieldMessages } from '@/components/field.tsx';
import { LabelledOptions } from '@/components/select-field.tsx';

type RateValue = { unidad: RateUnit; monto?: number | null | undefined } | undefined;

const amountFormat = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });
/** '4.000' or '4000' → 4000; anything but digits and dots is left for the schema to reject. */
const parseAmount = (text: string): number | null => {
  const digits = text.replace(/\./g, '').trim();
  return digits === '' ? null : /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
};

/** A service's orientative rate (issue 27): the unit, then the amount in pesos unless 'a convenir'. */
export function RateField({ index }: { index: number }) {
  const id = useId();
  const { control } = useFormContext<ProfessionalFormInput>();
  const { field, fieldState } = useController({ control, name: `servicio.${index}.tarifa` });
  const value = field.value as RateValue;
  const amountError = (fieldState.error as { monto?: { message?: string } } | undefined)?.monto?.message;
  const error = amountError ?? fieldState.error?.message;
  const needsAmount = value !== undefined && value.unidad !== 'convenir';
  const shown =
    value?.monto === null || value?.monto === undefined || Number.isNaN(value.monto)
      ? ''
      : amountFormat.format(value.monto);

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-muted">Tarifa orientativa (opcional)</legend>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 font-medium" htmlFor={`${id}-unidad`}>
          Cobro
          <select
            id={`${id}-unidad`}
            className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base"
            value={value?.unidad ?? ''}
            onChange={(e) => {
              const unidad = e.target.value as RateUnit | '';
              field.onChange(unidad === '' ? undefined : { unidad, monto: value?.monto ?? null });
            }}
            onBlur={field.onBlur}
          >
            <option value="">Sin indicar</option>
            <LabelledOptions values={RATE_UNITS} labels={RATE_UNIT_LABELS} />
          </select>
        </label>
        {needsAmount && (
          <div className="flex flex-col gap-1 font-medium">
            <label htmlFor={`${id}-monto`}>Desde (pesos)</label>
            <span className="flex items-center gap-1">
              <span aria-hidden="true">$</span>
              <input
                id={`${id}-monto`}
                inputMode="numeric"
                className="min-h-11 w-36 rounded-lg border border-stone-300 bg-white px-3 text-base"
                defaultValue={shown}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, error)}
                onChange={(e) => field.onChange({ ...value, monto: parseAmount(e.target.value) })}
                onBlur={field.onBlur}
              />
            </span>
          </div>
        )}
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
