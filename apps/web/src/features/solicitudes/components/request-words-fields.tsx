import { RECURRENCE_LABELS, RECURRENCES, type Recurrence } from '@servihogar/shared/booking-time';
import { ARGENTINA_OFFSET, argentineDay } from '@servihogar/shared/calendar';
import { REQUEST_NEED_MAX, REQUEST_ZONE_MAX, WHEN_SLOT_LABELS } from '@servihogar/shared/solicitud-state';
import { useId } from 'react';
import { type FieldErrors, type UseFormRegisterReturn, useFormContext } from 'react-hook-form';
import { Field, TextAreaField } from '@/components/field.tsx';
import { fieldProps } from '@/components/ui/form/use-api-form.ts';

// The client's optional words of a request (issue 26): what, when, where. Fields of the hire form
// (terms-dialog.tsx, on the form kit); their messages are the hire body's, whose names differ from
// the fields' for the day and the hour (`whenDate`, `start`…).

export type WhenChoice = '' | 'a_convenir' | 'dia' | 'hora';
export type WordsValues = {
  need: string;
  when: WhenChoice;
  date: string;
  slot: '' | 'manana' | 'tarde' | 'noche';
  /** Issue 43: an exact time ('HH:MM'), its length in minutes, and a repetition. */
  time: string;
  minutes: string;
  repeat: '' | Recurrence;
  zone: string;
};
export const EMPTY_WORDS: WordsValues = {
  need: '',
  when: '',
  date: '',
  slot: '',
  time: '',
  minutes: '120',
  repeat: '',
  zone: '',
};

const LENGTHS = [60, 90, 120, 180, 240, 360, 480, 720];
const lengthLabel = (m: number) => (m % 60 === 0 ? `${m / 60} h` : `${Math.floor(m / 60)} h ${m % 60} min`);

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
    // The date and hour are Tucumán's: the offset travels with them.
    ...(v.when === 'hora'
      ? {
          start: v.date && v.time ? `${v.date}T${v.time}:00${ARGENTINA_OFFSET}` : '',
          durationMinutes: Number(v.minutes),
          ...(v.repeat ? { recurrence: v.repeat } : {}),
        }
      : {}),
  };
}

const SELECT = 'min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base';

type Props = {
  /** The chosen service is offered weekly or monthly: the client may ask for a series. */
  recurring?: boolean;
};

/** The words' fields, inside a form (`FormProvider`) whose values include `WordsValues`. */
export function RequestWordsFields({ recurring = false }: Props) {
  const id = useId();
  const form = useFormContext<WordsValues>();
  const [need, when] = form.watch(['need', 'when']);
  // The hire body's messages: keyed by its names (whenDate, start…), not only by the fields'.
  const errors = form.formState.errors as FieldErrors<Record<string, unknown>>;
  const error = (name: string) => errors[name]?.message as string | undefined;
  const dayField = (name: string) => (
    <Field
      label="Día"
      type="date"
      min={argentineDay(new Date())}
      {...form.register('date')}
      error={error(name)}
    />
  );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold text-ink">Contale qué necesitás (opcional)</legend>
      <TextAreaField
        label="¿Qué necesitás?"
        maxLength={REQUEST_NEED_MAX}
        hint={`${need.length}/${REQUEST_NEED_MAX} caracteres`}
        {...fieldProps(form, 'need')}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-when`} className="font-semibold text-ink">
          ¿Cuándo?
        </label>
        <select id={`${id}-when`} {...form.register('when')} className={SELECT}>
          <option value="">Sin indicar</option>
          <option value="hora">Elegir día y hora</option>
          <option value="dia">Elegir día y franja</option>
          <option value="a_convenir">{WHEN_SLOT_LABELS.a_convenir}</option>
        </select>
      </div>
      {when === 'dia' && (
        <div className="grid gap-3 sm:grid-cols-2">
          {dayField('whenDate')}
          <Choice
            id={`${id}-slot`}
            label="Franja"
            registration={form.register('slot')}
            error={error('whenSlot')}
            options={[
              ['', 'Elegí una franja'] as const,
              ...(['manana', 'tarde', 'noche'] as const).map((s) => [s, WHEN_SLOT_LABELS[s]] as const),
            ]}
          />
        </div>
      )}
      {when === 'hora' && (
        <div className="grid gap-3 sm:grid-cols-2">
          {dayField('start')}
          <Field label="Hora" type="time" step={900} {...form.register('time')} />
          <Choice
            id={`${id}-minutes`}
            label="Duración"
            registration={form.register('minutes')}
            error={error('durationMinutes')}
            options={LENGTHS.map((m) => [String(m), lengthLabel(m)] as const)}
          />
          {recurring && (
            <Choice
              id={`${id}-repeat`}
              label="Repetir"
              registration={form.register('repeat')}
              error={error('recurrence')}
              options={[
                ['', 'Solo esta vez'] as const,
                ...RECURRENCES.map((r) => [r, RECURRENCE_LABELS[r]] as const),
              ]}
            />
          )}
        </div>
      )}
      <Field
        label="¿Dónde? Barrio o localidad"
        maxLength={REQUEST_ZONE_MAX}
        hint="Sin calle ni número: la dirección se la das por WhatsApp."
        {...fieldProps(form, 'zone')}
      />
    </fieldset>
  );
}

type ChoiceProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  options: readonly (readonly [string, string])[];
};

/** A labelled select with its message under it. */
function Choice({ id, label, registration, error, options }: ChoiceProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={SELECT}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
