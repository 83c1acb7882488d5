import * as msg from '@servihogar/shared/messages';
import { useId, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { Modal } from '@/components/modal.tsx';

type Props = { onAccept: () => void; onClose: () => void };

/** Shown before the first 'Nueva Denuncia' of this browser; the acceptance is remembered (§3). */
export function ComplaintTermsDialog({ onAccept, onClose }: Props) {
  const id = useId();
  const [accepted, setAccepted] = useState(false);
  return (
    <Modal
      onClose={onClose}
      title={msg.complaints.termsTitle}
      description="Antes de publicar una denuncia, leé y aceptá estas condiciones."
    >
      <div className="mt-4 flex flex-col gap-4">
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
            checked={accepted}
            onChange={(e) => setAccepted(e.target.checked)}
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
          <Button disabled={!accepted} onClick={onAccept}>
            {msg.complaints.termsAccept}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
