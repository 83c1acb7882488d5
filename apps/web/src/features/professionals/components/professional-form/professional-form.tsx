import * as msg from '@servihogar/shared/messages';
import type { ProfessionalFormInput } from '@servihogar/shared/professionals';
import { type ProfessionalAddBodyInput, professionalFormSchema } from '@servihogar/shared/professionals';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormActions } from '@/components/ui/form/form-actions.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';
import { AvailabilityFields } from './availability-fields.tsx';
import { LocationFields } from './location-fields.tsx';
import { MoreFields } from './more-fields.tsx';
import { PasswordFields } from './password-fields.tsx';
import { PersonalFields } from './personal-fields.tsx';
import { PrepareError, prepareBody } from './prepare-body.ts';
import { ServicesFields } from './services-fields.tsx';
import { useGeoLookups } from './use-geo-lookups.ts';

type Props = {
  defaultValues: ProfessionalFormInput;
  /** Anonymous registration: password and repeat (product §10). */
  withPassword?: boolean;
  submitLabel: string;
  /** Saves the prepared body; a rejection keeps the form as typed and shows `describeError`. */
  onSubmit: (body: ProfessionalAddBodyInput) => Promise<void>;
  describeError: (error: unknown) => string;
  onCancel?: () => void;
  /** Shown above the buttons, e.g. the saved message. */
  status?: ReactNode;
};

/**
 * The one professional form (product §5) of /workWithUs, the admin edit and the professional's own
 * profile: validated with the shared schema, geocoded and with its 'Otros' category created
 * before `onSubmit` gets the request body.
 */
export function ProfessionalForm({
  defaultValues,
  withPassword = false,
  submitLabel,
  onSubmit,
  describeError,
  onCancel,
  status,
}: Props) {
  const form = useApiForm({ schema: professionalFormSchema, defaultValues, failure: describeError });
  const [pais, localidad] = form.watch(['pais', 'localidad']);
  const geo = useGeoLookups(pais, localidad);

  const submit = form.submit(async (values) => {
    let body: ProfessionalAddBodyInput;
    try {
      body = await prepareBody(values, geo);
    } catch (error) {
      if (!(error instanceof PrepareError)) throw error;
      form.setNotice({ message: msg.professionalForm.submitLocationFailed, detail: error.message });
      return;
    }
    await onSubmit(body);
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-8">
        <PersonalFields />
        <LocationFields />
        <ServicesFields />
        <AvailabilityFields />
        <MoreFields />
        {withPassword && <PasswordFields />}
        <FormNotice notice={form.notice} />
        {status}
        <FormActions busy={form.busy} busyLabel="Guardando..." onCancel={onCancel}>
          {submitLabel}
        </FormActions>
      </form>
    </FormProvider>
  );
}
