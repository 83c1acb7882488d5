import * as msg from '@servihogar/shared/messages';
import {
  type WorkCalendar,
  type WorkCalendarInput,
  workCalendarSchema,
} from '@servihogar/shared/work-calendar';
import { Field } from '@/components/field.tsx';
import { FormActions } from '@/components/ui/form/form-actions.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';
import { useSaveCalendar } from '../api/my-calendar.ts';
import { DaysOffFields, WeeklyHoursFields } from './calendar-fields.tsx';

const m = msg.workCalendar;

/** The calendar's form (the kit): weekly hours, days off and vacations, how far ahead. */
export function CalendarForm({ calendar }: { calendar: WorkCalendar }) {
  const save = useSaveCalendar();
  const form = useApiForm<WorkCalendarInput, WorkCalendar>({
    schema: workCalendarSchema,
    defaultValues: calendar,
    failure: m.saveFailed,
  });
  const submit = form.submit(async (values) => {
    const saved = await save.mutateAsync(values);
    form.reset(saved);
    form.setNotice({ message: m.saved, tone: 'success' });
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <FormNotice notice={form.notice} />
      <WeeklyHoursFields form={form} />
      <DaysOffFields form={form} />
      <Field
        type="number"
        inputMode="numeric"
        min={1}
        max={365}
        label={m.horizon}
        className="max-w-xs"
        {...form.field('horizonteDias')}
      />
      <FormActions busy={form.busy} busyLabel={m.saving}>
        {m.save}
      </FormActions>
    </form>
  );
}
