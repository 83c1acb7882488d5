import * as msg from '@servihogar/shared/messages';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { Modal } from '@/components/modal.tsx';
import type { HireService } from './hire-service.ts';
import { EMPTY_WORDS, RequestWordsFields, type WordsValues } from './request-words-fields.tsx';
import { TermsText } from './terms-text.tsx';

type Props = {
  services: HireService[];
  /** Whether a service (slug) is offered weekly or monthly: the form offers a series (issue 43). */
  recurring: (servicio: string) => boolean;
  initialService: string;
  pending: boolean;
  error: string | null;
  /** The server's field messages (the client's words). */
  fieldErrors: Record<string, string> | undefined;
  onConfirm: (servicio: string, words: WordsValues) => void;
  onClose: () => void;
  /** What the route shows about the chosen service (the minimum pay of domestic work, issue 32). */
  serviceNote?: ((servicio: string) => ReactNode) | undefined;
};

/** Spec §2/§5: the terms with an accept checkbox; 'Ver datos' only works once it is ticked. */
export function TermsDialog({
  services,
  recurring,
  initialService,
  pending,
  error,
  fieldErrors,
  onConfirm,
  onClose,
  serviceNote,
}: Props) {
  const id = useId();
  const [accepted, setAccepted] = useState(false);
  const [servicio, setServicio] = useState(initialService);
  const [words, setWords] = useState<WordsValues>(EMPTY_WORDS);
  return (
    <Modal
      onClose={onClose}
      title="Términos y condiciones"
      description="Antes de ver los datos de contacto, leé y aceptá las condiciones de la contratación."
    >
      <div className="mt-4 flex flex-col gap-4">
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
              value={servicio}
              onChange={(e) => setServicio(e.target.value)}
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
        <RequestWordsFields
          value={words}
          onChange={setWords}
          errors={fieldErrors}
          recurring={recurring(servicio)}
        />
        <label className="flex min-h-11 cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            checked={accepted}
            onChange={(e) => setAccepted(e.target.checked)}
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
        <FormAlert message={error} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button disabled={!accepted || pending} onClick={() => onConfirm(servicio, words)}>
            {pending ? 'Cargando...' : msg.pages.seeData}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
