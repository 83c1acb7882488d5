import { complaintTermsSchema } from '@servihogar/shared/complaints';
import * as msg from '@servihogar/shared/messages';
import { useId } from 'react';
import { Button } from '@/components/button.tsx';
import { Modal } from '@/components/modal.tsx';
import { SubmitButton } from '@/components/ui/form/submit-button.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';

type Props = { onAccept: () => void; onClose: () => void };

/** Shown before the first 'Nueva Denuncia' of this browser; the acceptance is remembered (§3). */
export function ComplaintTermsDialog({ onAccept, onClose }: Props) {
  const id = useId();
  const form = useApiForm<{ accepted: boolean }, { accepted: true }>({
    schema: complaintTermsSchema,
    defaultValues: { accepted: false },
  });
  const accepted = form.watch('accepted');
  return (
    <Modal
      onClose={onClose}
      title={msg.complaints.termsTitle}
      description="Antes de publicar una denuncia, leé y aceptá estas condiciones."
    >
      <form onSubmit={form.submit(onAccept)} noValidate className="mt-4 flex flex-col gap-4">
        <ul className="flex list-disc flex-col gap-2 rounded-lg bg-stone-50 p-3 pl-8 text-ink ring-1 ring-stone-200">
          <li>La denuncia debe describir hechos reales que viviste como consumidor.</li>
          <li>No publiques datos personales de terceros, insultos ni acusaciones sin fundamento.</li>
          <li>
            La denuncia es pública: cualquiera puede leer su título, descripción, empresa, ciudad y estado.
          </li>
          <li>
            Si eliges enviarla como anónima, se muestra «Anónimo», pero los administradores de ServiHogar
            conservan tu cuenta para moderarla.
          </li>
          <li>
            Los administradores pueden cambiar su estado, corregirla o eliminarla si no cumple estas reglas.
          </li>
        </ul>
        <label className="flex min-h-11 cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            {...form.register('accepted')}
            aria-describedby={`${id}-hint`}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <span className="font-medium text-ink">Leí y acepto los términos del portal</span>
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          Solo te lo pediremos una vez en este navegador.
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <SubmitButton busy={form.busy} busyLabel={msg.complaints.termsAccept} disabled={!accepted}>
            {msg.complaints.termsAccept}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
