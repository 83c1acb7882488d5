import { argentineDay } from '@servihogar/shared/calendar';
import { type EmployerTools, receiptBodySchema } from '@servihogar/shared/employer';
import { MAX_WEEKLY_HOURS, monthsWorkedIn, PAY_MODES } from '@servihogar/shared/employer-pay';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '@/components/field.tsx';
import { HeadedSection } from '@/components/headed-section.tsx';
import { RegimeCategoryField } from '@/components/regime-category-field.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { SubmitButton } from '@/components/ui/form/submit-button.tsx';
import { type ApiForm, unlessFields, useApiForm } from '@/components/ui/form/use-api-form.ts';
import { downloadReceipt, type ReceiptValues } from '../api/employer-tools.ts';
import { AguinaldoResult, MonthResult } from './pay-result.tsx';

const MODE_OPTIONS = Object.entries(PAY_MODES).map(([value, label]) => ({ value, label }));

/** What the inputs hold: numbers as typed ('12,5'). */
type Values = {
  month: string;
  category: string;
  mode: string;
  weeklyHours: string;
  years: string;
  zonaDesfavorable: boolean;
  monthsWorked: string;
  employerCuil: string;
  workerCuil: string;
  place: string;
  paidOn: string;
  includeAguinaldo: boolean;
};

/** A typed number ('12,5'); blank is NaN, which the schema refuses with the field's message. */
const typedNumber = (text: string) =>
  text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.'));

const prepare = (v: Values): FieldValues => ({
  ...v,
  // A full month needs no hours: the monthly rate is for the full week.
  weeklyHours: v.mode === 'por_horas' ? typedNumber(v.weeklyHours) : MAX_WEEKLY_HOURS,
  years: typedNumber(v.years),
  monthsWorked: typedNumber(v.monthsWorked),
});

function defaults(tools: EmployerTools): Values {
  const today = argentineDay(new Date());
  const month = today.slice(0, 7);
  return {
    month,
    category: tools.category,
    mode: tools.mode,
    weeklyHours: tools.weeklyHours === null ? '' : String(tools.weeklyHours).replace('.', ','),
    years: '0',
    zonaDesfavorable: false,
    monthsWorked: String(Math.max(1, monthsWorkedIn(month, tools.startMonth))),
    employerCuil: '',
    workerCuil: '',
    place: tools.zone ?? '',
    paidOn: today,
    includeAguinaldo: false,
  };
}

function Checkbox({
  label,
  hint,
  form,
  name,
}: {
  label: string;
  hint?: string;
  form: ApiForm<Values, ReceiptValues>;
  name: 'zonaDesfavorable' | 'includeAguinaldo';
}) {
  return (
    <label className="flex min-h-11 items-start gap-2">
      <input type="checkbox" className="mt-0.5 size-5 accent-brand-700" {...form.register(name)} />
      <span>
        <span className="font-semibold">{label}</span>
        {hint && <span className="block text-sm text-muted">{hint}</span>}
      </span>
    </label>
  );
}

const Part = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <HeadedSection
    id={id}
    title={title}
    className="flex flex-col gap-4"
    titleClassName="text-xl font-bold text-ink"
  >
    {children}
  </HeadedSection>
);

/**
 * The calculator, the aguinaldo and the receipt as one form: the amounts show as the fields change
 * (the shared functions), and sending it downloads the receipt the server draws from the same input.
 */
export function EmployerForm({ tools }: { tools: EmployerTools }) {
  const worker = tools.worker.nombre;
  const form = useApiForm<Values, ReceiptValues>({
    schema: receiptBodySchema as unknown as z.ZodType<ReceiptValues, Values>,
    defaultValues: defaults(tools),
    prepare,
    failure: unlessFields(msg.employer.downloadFailed),
  });
  const values = prepare(form.watch());
  const save = async (body: ReceiptValues) => {
    await downloadReceipt(tools.solicitudId, body);
    form.setNotice({ message: msg.employer.downloaded, tone: 'success' });
  };

  return (
    <form noValidate onSubmit={form.submit(save)} className="flex flex-col gap-8">
      <Part id="employer-calculator" title={msg.employer.calculatorTitle}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={msg.employer.monthLabel} type="month" {...form.field('month')} />
          <RegimeCategoryField {...form.choice('category')} />
          <SelectField
            label={msg.employer.modeLabel}
            placeholder="Elegí la forma de trabajo"
            options={MODE_OPTIONS}
            {...form.choice('mode')}
          />
          {values.mode === 'por_horas' && (
            <Field
              label={msg.employer.weeklyHoursLabel}
              hint={msg.employer.weeklyHoursHint}
              inputMode="decimal"
              {...form.field('weeklyHours')}
            />
          )}
          <Field
            label={msg.employer.yearsLabel}
            hint={msg.employer.yearsHint}
            inputMode="numeric"
            {...form.field('years')}
          />
        </div>
        <Checkbox
          form={form}
          name="zonaDesfavorable"
          label={msg.employer.zoneLabel}
          hint={msg.employer.zoneHint}
        />
        <div aria-live="polite">
          <MonthResult rows={tools.payScales} values={values} />
        </div>
      </Part>

      <Part id="employer-aguinaldo" title={msg.employer.aguinaldoTitle}>
        <p>{msg.employer.aguinaldoExplained}</p>
        <Field
          label={msg.employer.monthsWorkedLabel}
          inputMode="numeric"
          className="sm:max-w-xs"
          {...form.field('monthsWorked')}
        />
        <div aria-live="polite">
          <AguinaldoResult rows={tools.payScales} values={values} />
        </div>
      </Part>

      <Part id="employer-receipt" title={msg.employer.receiptTitle}>
        <p>{msg.employer.receiptIntro}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={msg.employer.employerCuilLabel} inputMode="numeric" {...form.field('employerCuil')} />
          <Field
            label={fillMessage(msg.employer.workerCuilLabel, { nombre: worker })}
            inputMode="numeric"
            {...form.field('workerCuil')}
          />
          <Field label={msg.employer.placeLabel} maxLength={80} {...form.field('place')} />
          <Field label={msg.employer.paidOnLabel} type="date" {...form.field('paidOn')} />
        </div>
        <Checkbox form={form} name="includeAguinaldo" label={msg.employer.includeAguinaldoLabel} />
        <FormNotice notice={form.notice} />
        <SubmitButton busy={form.busy} busyLabel={msg.employer.downloading} className="self-start">
          {msg.employer.download}
        </SubmitButton>
      </Part>
    </form>
  );
}
