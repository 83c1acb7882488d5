import * as msg from '@servihogar/shared/messages';
import {
  MODALITIES,
  type PayScale,
  type PayScaleInput,
  parsePesos,
  payScaleInputSchema,
} from '@servihogar/shared/pay-scales';
import type { FieldValues } from 'react-hook-form';
import { Button } from '@/components/button.tsx';
import { Field } from '@/components/field.tsx';
import { RegimeCategoryField } from '@/components/regime-category-field.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { SubmitButton } from '@/components/ui/form/submit-button.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';

const MODALITY_OPTIONS = Object.entries(MODALITIES).map(([value, label]) => ({ value, label }));

/** What the inputs hold: amounts as typed ('3.250,10'). */
type Values = {
  category: string;
  modality: string;
  hourly: string;
  monthly: string;
  validFrom: string;
  note: string;
};

const typed = (amount: number | null | undefined) => (amount == null ? '' : String(amount).replace('.', ','));

function valuesOf(row: PayScale | undefined): Values {
  return {
    category: row?.category ?? '',
    modality: row?.modality ?? 'con_retiro',
    hourly: typed(row?.hourly),
    monthly: typed(row?.monthly),
    validFrom: row?.validFrom ?? '',
    note: row?.note ?? '',
  };
}

const prepare = (values: Values): FieldValues => ({
  ...values,
  hourly: parsePesos(values.hourly),
  monthly: parsePesos(values.monthly),
});

type Props = {
  row?: PayScale | undefined;
  save: (row: PayScaleInput) => Promise<unknown>;
  onCancel: () => void;
};

/** Adds or changes one row of the pay-scale table (admins, issue 32). */
export function PayScaleForm({ row, save, onCancel }: Props) {
  const form = useApiForm<Values, PayScaleInput>({
    schema: payScaleInputSchema,
    defaultValues: valuesOf(row),
    prepare,
    failure: msg.registration.unexpected,
    voice: 'server',
  });

  return (
    <form noValidate onSubmit={form.submit(save)} className="mt-4 flex flex-col gap-4">
      <RegimeCategoryField {...form.choice('category')} />
      <SelectField
        label={msg.payScales.modalityLabel}
        placeholder="Elegí la modalidad"
        options={MODALITY_OPTIONS}
        {...form.choice('modality')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={msg.payScales.hourlyLabel}
          inputMode="decimal"
          placeholder="3.250,10"
          {...form.field('hourly')}
        />
        <Field
          label={msg.payScales.monthlyLabel}
          inputMode="decimal"
          placeholder="398.722,14"
          {...form.field('monthly')}
        />
      </div>
      <Field label={msg.payScales.validFromLabel} type="date" {...form.field('validFrom')} />
      <Field label={msg.payScales.noteLabel} maxLength={200} {...form.field('note')} />
      <FormNotice notice={form.notice} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={form.busy}>
          Cancelar
        </Button>
        <SubmitButton busy={form.busy} busyLabel="Guardando...">
          Guardar
        </SubmitButton>
      </div>
    </form>
  );
}
