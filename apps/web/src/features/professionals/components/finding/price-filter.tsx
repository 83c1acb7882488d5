import { PRICE_FILTER_UNITS, type PriceFilterUnit, RATE_UNIT_LABELS } from '@servihogar/shared/finding';
import * as msg from '@servihogar/shared/messages';
import { useEffect, useId, useState } from 'react';
import { FieldFrame } from '@/components/field.tsx';
import { LabelledOptions } from '@/components/select-field.tsx';

type Props = {
  max: number | null;
  unit: PriceFilterUnit;
  onChange: (next: { tarifaMax: number | null; tarifaPor: PriceFilterUnit }) => void;
  inputClass: string;
};

const digits = (text: string) => text.replace(/\D/g, '').slice(0, 9);

/**
 * "Hasta $ …" per hour, visit or day (issue 48): the amount is applied on Enter or on leaving the
 * field (not at each key), the unit at once when an amount is set.
 */
export function PriceFilter({ max, unit, onChange, inputClass }: Props) {
  const amountId = useId();
  const unitId = useId();
  const [amount, setAmount] = useState(max === null ? '' : String(max));
  const [per, setPer] = useState(unit);
  // The URL changed elsewhere ("Limpiar filtros", back): the fields follow it.
  useEffect(() => setAmount(max === null ? '' : String(max)), [max]);
  useEffect(() => setPer(unit), [unit]);

  const apply = (text: string, nextUnit: PriceFilterUnit) => {
    const value = text === '' ? null : Number(text);
    if (value === max && nextUnit === unit) return;
    onChange({ tarifaMax: value === 0 ? null : value, tarifaPor: nextUnit });
  };

  return (
    <div className="flex gap-2">
      <FieldFrame id={amountId} label={msg.priceFilter.maxLabel} className="min-w-0 flex-1">
        <input
          id={amountId}
          inputMode="numeric"
          autoComplete="off"
          placeholder={msg.priceFilter.maxPlaceholder}
          className={inputClass}
          value={amount}
          onChange={(e) => setAmount(digits(e.target.value))}
          onBlur={() => apply(amount, per)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply(amount, per);
          }}
        />
      </FieldFrame>
      <FieldFrame id={unitId} label={msg.priceFilter.unitLabel}>
        <select
          id={unitId}
          className={inputClass}
          value={per}
          onChange={(e) => {
            const next = e.target.value as PriceFilterUnit;
            setPer(next);
            if (amount !== '') apply(amount, next);
          }}
        >
          <LabelledOptions values={PRICE_FILTER_UNITS} labels={RATE_UNIT_LABELS} />
        </select>
      </FieldFrame>
    </div>
  );
}
