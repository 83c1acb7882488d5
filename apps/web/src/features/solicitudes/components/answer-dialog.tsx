import { ANSWER_TEXT_MAX } from '@servihogar/shared/solicitud-state';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { TextAreaField } from '@/components/field.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { Modal } from '@/components/modal.tsx';

type Props = {
  client: string;
  pending: boolean;
  error: string | null;
  fieldError: string | undefined;
  onConfirm: (answerText: string) => void;
  onClose: () => void;
};

/** "No puedo", with an optional short answer the client reads in Mis solicitudes and the e-mail. */
export function AnswerDialog({ client, pending, error, fieldError, onConfirm, onClose }: Props) {
  const [text, setText] = useState('');
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="No puedo tomar este pedido"
      description={`${client} recibirá tu respuesta por e-mail. Si quieres, explícale por qué.`}
    >
      <form
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(text);
        }}
      >
        <TextAreaField
          label="Respuesta (opcional)"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={ANSWER_TEXT_MAX}
          hint={`Hasta ${ANSWER_TEXT_MAX} caracteres.`}
          error={fieldError}
        />
        <FormAlert message={error} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Enviando...' : 'Enviar "No puedo"'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
