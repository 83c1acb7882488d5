import { argentineDay } from '@servihogar/shared/calendar';
import { REQUEST_NEED_MAX, REQUEST_ZONE_MAX, WHEN_SLOT_LABELS } from '@servihogar/shared/solicitud-state';
import { useId } from 'react';
import { Field, TextAreaField } from '@/components/field.tsx';
import { LabelledOptions } from '@/components/select-field.tsx';

// The client's optional words of a request (issue 26): what, when, where. Kept free of the
// validation library (the profile page does not download it); the server's field messages show here.

export type WhenChoice = '' | 'a_convenir' | 'dia';
export type WordsValues = {
  need: string;
  when: WhenChoice;
  date: string;
  slot: '' | 'manana' | 'tarde' | 'noche';
  zone: string;
};
export const EMPTY_WORDS: WordsValues = { need: '', when: '', date: '', slot: '', zone: '' };

/** The body fields the values stand for; empty ones are left out. */
export function wordsBody(v: WordsValues) {
  const need = v.need.trim();
  const zone = v.zone.trim();
  return {
    ...(need ? { need } : {}),
    ...(zone ? { zone } : {}),
    ...(v.when === 'a_convenir' ? { whenSlot: 'a_convenir' as const } : {}),
    ...(v.when === 'dia'
      ? { ...(v.date ? { whenDate: v.date } : {}), ...(v.slot ? { whenSlot: v.slot } : {}) }
      : {}),
  };
}

const SELECT = 'min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base';

type Props = {
  value: WordsValues;
  onChange: (value: WordsValues) => void;
  errors: Record<string, string> | undefined;
};

export function RequestWordsFields({ value: v, onChange, errors }: Props) {
  const id = useId();
  const set = (patch: Partial<WordsValues>) => onChange({ ...v, ...patch });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold text-ink">Cuéntale qué necesitas (opcional)</legend>
      <TextAreaField
        label="¿Qué necesitas?"
        value={v.need}
        maxLength={REQUEST_NEED_MAX}
        onChange={(e) => set({ need: e.target.value })}
        hint={`${v.need.length}/${REQUEST_NEED_MAX} caracteres`}
        error={errors?.need}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-when`} className="font-semibold text-ink">
          ¿Cuándo?
        </label>
        <select
          id={`${id}-when`}
          value={v.when}
          onChange={(e) => set({ when: e.target.value as WhenChoice })}
          className={SELECT}
        >
          <option value="">Sin indicar</option>
          <option value="dia">Elegir día y franja</option>
          <option value="a_convenir">{WHEN_SLOT_LABELS.a_convenir}</option>
        </select>
      </div>
      {v.when === 'dia' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label="Día"
            type="date"
            min={argentineDay(new Date())}
            value={v.date}
            onChange={(e) => set({ date: e.target.value })}
            error={errors?.whenDate}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-slot`} className="font-semibold text-ink">
              Franja
            </label>
            <select
              id={`${id}-slot`}
              value={v.slot}
              onChange={(e) => set({ slot: e.target.value as WordsValues['slot'] })}
              aria-invalid={errors?.whenSlot ? true : undefined}
              aria-describedby={errors?.whenSlot ? `${id}-slot-error` : undefined}
              className={SELECT}
            >
              <option value="">Elige una franja</option>
              <LabelledOptions values={['manana', 'tarde', 'noche'] as const} labels={WHEN_SLOT_LABELS} />
            </select>
            {errors?.whenSlot && (
              <p id={`${id}-slot-error`} className="text-sm font-medium text-red-800">
                {errors.whenSlot}
              </p>
            )}
          </div>
        </div>
      )}
      <Field
        label="¿Dónde? Barrio o localidad"
        value={v.zone}
        maxLength={REQUEST_ZONE_MAX}
        onChange={(e) => set({ zone: e.target.value })}
        hint="Sin calle ni número: la dirección se la das por WhatsApp."
        error={errors?.zone}
      />
    </fieldset>
  );
}
