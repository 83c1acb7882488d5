import { zodResolver } from '@hookform/resolvers/zod';
import * as msg from '@servihogar/shared/messages';
import type { ProfessionalFormInput } from '@servihogar/shared/professionals';
import { type ProfessionalAddBodyInput, professionalFormSchema } from '@servihogar/shared/professionals';
import { type ReactNode, useState } from 'react';
import { type FieldPath, FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/button.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { AvailabilityFields } from './availability-fields.tsx';
import { LocationFields } from './location-fields.tsx';
import { MoreFields } from './more-fields.tsx';
import { PasswordFields } from './password-fields.tsx';
import { PersonalFields } from './personal-fields.tsx';
import { PrepareError, prepareBody } from './prepare-body.ts';
import { ServicesFields } from './services-fields.tsx';
import { useGeoLookups } from './use-geo-lookups.ts';

type Failure = { message: string; detail?: string };

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
  const form = useForm({ resolver: zodResolver(professionalFormSchema), defaultValues });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pais, localidad] = form.watch(['pais', 'localidad']);
  const geo = useGeoLookups(pais, localidad);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    let body: ProfessionalAddBodyInput;
    try {
      body = await prepareBody(values, geo);
    } catch (error) {
      if (!(error instanceof PrepareError)) throw error;
      setFailure({ message: msg.professionalForm.submitLocationFailed, detail: error.message });
      return;
    }
    try {
      await onSubmit(body);
    } catch (error) {
      // The server's per-field messages go under their inputs (docs/architecture.md).
      if (error instanceof ApiError && error.fields) {
        for (const [name, message] of Object.entries(error.fields)) {
          form.setError(name as FieldPath<ProfessionalFormInput>, { message });
        }
      }
      setFailure({ message: describeError(error) });
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-8">
        <PersonalFields />
        <LocationFields />
        <ServicesFields />
        <AvailabilityFields />
        <MoreFields />
        {withPassword && <PasswordFields />}
        <FormAlert message={failure?.message ?? null}>
          {failure?.detail && <p className="mt-1 font-normal">{failure.detail}</p>}
        </FormAlert>
        {status}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {onCancel && (
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              Cancelar
            </Button>
          )}
          <Button type="submit" disabled={busy}>
            {busy ? 'Guardando...' : submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
