import * as msg from '@servihogar/shared/messages';
import {
  CHANNEL_LABELS,
  type ChannelName,
  KINDS_FOR,
  NOTIFICATION_KIND_LABELS,
  OUTSIDE_CHANNELS,
  type Preferences,
  type PreferencesResponse,
  preferencesSchema,
} from '@servihogar/shared/notifications';
import { Field } from '@/components/field.tsx';
import { HeadedSection } from '@/components/headed-section.tsx';
import { QueryError } from '@/components/list-states.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { SubmitButton } from '@/components/ui/form/submit-button.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';
import { usePreferences, useSavePreferences } from '../api/notifications.ts';

type Audience = keyof typeof KINDS_FOR;

const CHECKBOX = 'size-5 shrink-0 accent-brand-700';
const QUIET_ENDS = [
  ['start', msg.notifications.quietFrom],
  ['end', msg.notifications.quietTo],
] as const;

/**
 * "Notificaciones" in Mi Perfil / Perfil (issue 42): per kind, the outside channels this server
 * has and the person set up (in-app is always on), and the quiet hours in Tucumán time.
 */
export function NotificationPreferences({ audience }: { audience: Audience }) {
  const query = usePreferences();
  return (
    <HeadedSection
      id="notificaciones"
      title={msg.notifications.title}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8"
      titleClassName="text-xl font-bold"
    >
      <p className="text-stone-700">{msg.notifications.preferencesIntro}</p>
      <QueryError query={query} message={msg.notifications.loadFailed} withDetail />
      {query.isPending && <Spinner label="Cargando preferencias..." />}
      {query.data && <PreferencesForm audience={audience} saved={query.data} />}
    </HeadedSection>
  );
}

function PreferencesForm({ audience, saved }: { audience: Audience; saved: PreferencesResponse }) {
  const save = useSavePreferences();
  const form = useApiForm({
    schema: preferencesSchema,
    defaultValues: { channels: saved.channels, quietHours: saved.quietHours },
    failure: msg.notifications.saveFailed,
  });
  const channels = OUTSIDE_CHANNELS.filter((c: ChannelName) => saved.available[c]);
  const submit = form.submit(async (values: Preferences) => {
    await save.mutateAsync(values);
    form.setNotice({ message: msg.notifications.saved, tone: 'success' });
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormNotice notice={form.notice} />
      <div className="flex flex-col divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200">
        {KINDS_FOR[audience].map((kind) => (
          <fieldset key={kind} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-6">
            <legend className="float-left font-semibold text-ink sm:w-64">
              {NOTIFICATION_KIND_LABELS[kind]}
            </legend>
            <div className="clear-left flex flex-wrap gap-x-6 gap-y-1">
              <label className="flex min-h-11 items-center gap-2 text-muted">
                <input type="checkbox" className={CHECKBOX} checked disabled />
                {msg.notifications.inApp} ({msg.notifications.always.toLowerCase()})
              </label>
              {channels.map((channel) => (
                <label key={channel} className="flex min-h-11 cursor-pointer items-center gap-2">
                  <input
                    type="checkbox"
                    className={CHECKBOX}
                    {...form.register(`channels.${kind}.${channel}`)}
                  />
                  {CHANNEL_LABELS[channel]}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-lg font-bold">{msg.notifications.quietHours}</legend>
        <p className="text-sm text-stone-700">{msg.notifications.quietHoursHelp}</p>
        <label className="flex min-h-11 cursor-pointer items-center gap-2">
          <input type="checkbox" className={CHECKBOX} {...form.register('quietHours.enabled')} />
          {msg.notifications.quietEnabled}
        </label>
        <div className="flex flex-wrap gap-4">
          {QUIET_ENDS.map(([end, label]) => (
            <Field
              key={end}
              label={label}
              type="number"
              inputMode="numeric"
              min={0}
              max={23}
              className="w-32"
              {...form.field(`quietHours.${end}`, { valueAsNumber: true })}
            />
          ))}
        </div>
      </fieldset>
      <SubmitButton busy={form.busy} busyLabel={msg.workCalendar.saving} className="self-start">
        {msg.notifications.save}
      </SubmitButton>
    </form>
  );
}
