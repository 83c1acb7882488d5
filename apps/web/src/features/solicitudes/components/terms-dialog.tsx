import * as msg from '@servihogar/shared/messages';
import { type HireBody, hireBodySchema } from '@servihogar/shared/solicitudes';
import { type ReactNode, useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { Button } from '@/components/button.tsx';
import { Modal } from '@/components/modal.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { SubmitButton } from '@/components/ui/form/submit-button.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';
import type { HireService } from './hire-service.ts';
import { EMPTY_WORDS, RequestWordsFields, type WordsValues, wordsBody } from './request-words-fields.tsx';
import { TermsText } from './terms-text.tsx';

type HireValues = WordsValues & { servicio: string; accepted: boolean };

type Props = {
  professionalId: string;
  services: HireService[];
  /** Whether a service (slug) is offered weekly or monthly: the form offers a series (issue 43). */
  recurring: (servicio: string) => boolean;
  initialService: string;
  /** Creates the request; a rejection shows under the fields and in the alert. */
  onConfirm: (body: HireBody) => Promise<unknown>;
  onClose: () => void;
  /** What the route shows about the chosen service (the minimum pay of domestic work, issue 32). */
  serviceNote?: ((servicio: string) => ReactNode) | undefined;
};

/** Spec §2/§5: the terms with an accept checkbox; 'Ver datos' only works once it is ticked. */
export function TermsDialog({
  professionalId,
  services,
  recurring,
  initialService,
  onConfirm,
  onClose,
  serviceNote,
}: Props) {
  const id = useId();
  const form = useApiForm<HireValues, HireBody>({
    schema: hireBodySchema,
    defaultValues: { ...EMPTY_WORDS, servicio: initialService, accepted: false },
    prepare: ({ servicio, ...words }) => ({ professionalId, servicio, ...wordsBody(words) }),
    voice: 'server',
  });
  const [servicio, accepted] = form.watch(['servicio', 'accepted']);
  return (
    <Modal
      onClose={onClose}
      title="Términos y condiciones"
      description="Antes de ver los datos de contacto, leé y aceptá las condiciones de la contratación."
    >
      <FormProvider {...form}>
        <form onSubmit={form.submit(onConfirm)} noValidate className="mt-4 flex flex-col gap-4">
          <div className="rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200">
            <TermsText />
          </div>
          {services.length > 1 && (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-servicio`} className="font-semibold text-ink">
                Servicio a contratar
              </label>
              <select
                id={`${id}-servicio`}
                {...form.register('servicio')}
                className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base"
              >
                {services.map((s) => (
                  <option key={s.slug} value={s.slug}>
                    {s.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          {serviceNote?.(servicio)}
          <RequestWordsFields recurring={recurring(servicio)} />
          <label className="flex min-h-11 cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              {...form.register('accepted')}
              aria-describedby={accepted ? undefined : `${id}-hint`}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <span className="font-medium text-ink">Leí y acepto los términos y condiciones</span>
          </label>
          {!accepted && (
            <p id={`${id}-hint`} className="text-sm text-muted">
              {msg.hire.termsRequired}
            </p>
          )}
          <FormNotice notice={form.notice} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              Cancelar
            </Button>
            <SubmitButton busy={form.busy} busyLabel="Cargando..." disabled={!accepted}>
              {msg.pages.seeData}
            </SubmitButton>
          </div>
        </form>
      </FormProvider>
    </Modal>
  );
}
