import { fillMessage } from '@servihogar/shared/format';
import {
  type AdminGuaranteeClaim,
  GUARANTEE_DECISION_LABELS,
  GUARANTEE_DECISIONS,
  GUARANTEE_MOTIVO_LABELS,
  GUARANTEE_MOTIVOS,
  GUARANTEE_PHOTO_TYPES,
  guaranteeClaimFormSchema,
  guaranteeDecisionBodySchema,
} from '@servihogar/shared/guarantee';
import * as msg from '@servihogar/shared/messages';
import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { RadioGroupField, TextAreaField } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';
import { FormActions } from '@/components/ui/form/form-actions.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { type ApiForm, unlessFields, useApiForm } from '@/components/ui/form/use-api-form.ts';
import { UploadFileField } from '@/components/upload-file-field.tsx';
import { notify } from '@/lib/notify.ts';
import { useDecideClaim, useFileClaim } from '../api/guarantee.ts';

const g = msg.guarantee;
const MOTIVOS = GUARANTEE_MOTIVOS.map((value) => ({ value, label: GUARANTEE_MOTIVO_LABELS[value] }));
const DECISIONS = GUARANTEE_DECISIONS.map((value) => ({ value, label: GUARANTEE_DECISION_LABELS[value] }));

type ChoiceAndText<TInput extends FieldValues, TOutput> = {
  title: string;
  description: string;
  submitLabel: string;
  form: ApiForm<TInput, TOutput>;
  choice: ComponentProps<typeof RadioGroupField>;
  text: ComponentProps<typeof TextAreaField>;
  /** Sends the form and says what was done (a toast), then the dialog closes. */
  send: (values: TOutput) => Promise<string>;
  onClose: () => void;
  /** More fields after the text (the claim's photos). */
  children?: ReactNode;
};

/** A dialog of one choice among a few and a text: the claim, and the admin's decision. */
function ChoiceAndTextDialog<TInput extends FieldValues, TOutput>({
  title,
  description,
  submitLabel,
  form,
  choice,
  text,
  send,
  onClose,
  children,
}: ChoiceAndText<TInput, TOutput>) {
  const submit = form.submit(async (values) => {
    notify.success(await send(values));
    onClose();
  });
  return (
    <Modal onClose={onClose} title={title} description={description}>
      <form noValidate className="mt-4 flex flex-col gap-4" onSubmit={submit}>
        <RadioGroupField {...choice} />
        <TextAreaField maxLength={2000} {...text} />
        {children}
        <FormNotice notice={form.notice} />
        <FormActions busy={form.busy} busyLabel="Enviando..." onCancel={onClose}>
          {submitLabel}
        </FormActions>
      </form>
    </Modal>
  );
}

/**
 * "Reclamo de garantía": what went wrong, a description and up to 3 photos; the code is shown and
 * mailed.
 */
export function ClaimDialog({ solicitudId, onClose }: { solicitudId: string; onClose: () => void }) {
  const file = useFileClaim(solicitudId);
  const form = useApiForm({
    schema: guaranteeClaimFormSchema,
    defaultValues: { motivo: undefined as never, descripcion: '', fotos: [] },
    failure: unlessFields(g.failed),
  });
  return (
    <ChoiceAndTextDialog
      title={g.open}
      description={g.intro}
      submitLabel={g.send}
      form={form}
      choice={{ legend: g.motivoLabel, options: MOTIVOS, ...form.field('motivo') }}
      text={{ label: g.descripcionLabel, ...form.field('descripcion') }}
      send={async (body) => {
        const { codigo } = await file.mutateAsync(body);
        return fillMessage(g.sent, { codigo });
      }}
      onClose={onClose}
    >
      <UploadFileField
        label={g.photosLabel}
        hint={g.photosHint}
        accept={GUARANTEE_PHOTO_TYPES.join(',')}
        {...form.files('fotos')}
      />
    </ChoiceAndTextDialog>
  );
}

/** The admin's decision and the outcome both parties receive by e-mail. */
export function DecideDialog({ claim, onClose }: { claim: AdminGuaranteeClaim; onClose: () => void }) {
  const decide = useDecideClaim();
  const form = useApiForm({
    schema: guaranteeDecisionBodySchema,
    defaultValues: { decision: undefined as never, resultado: '' },
    failure: unlessFields(g.decideFailed),
  });
  return (
    <ChoiceAndTextDialog
      title={g.decide}
      description={`${claim.codigo} · ${claim.profesional.nombre}`}
      submitLabel={g.decide}
      form={form}
      choice={{ legend: g.decisionLabel, options: DECISIONS, ...form.field('decision') }}
      text={{ label: g.resultadoLabel, ...form.field('resultado') }}
      send={async (body) => {
        await decide.mutateAsync({ codigo: claim.codigo, body });
        return g.decided;
      }}
      onClose={onClose}
    />
  );
}
