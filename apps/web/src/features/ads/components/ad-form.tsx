import {
  AD_TYPE_LABELS,
  type AdFields,
  type AdFieldsInput,
  adFieldsSchema,
  type ManagedAd,
} from '@servihogar/shared/ads';
import { AD_TYPES, type AdType, UPLOAD_MAX_BYTES } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { useState } from 'react';
import { Field } from '@/components/field.tsx';
import { ImageFileField } from '@/components/image-file-field.tsx';
import { ProgressBar } from '@/components/progress-bar.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { FormActions } from '@/components/ui/form/form-actions.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';
import { ApiError } from '@/lib/api-client.ts';
import { failureText } from '@/lib/feedback.ts';
import { useObjectUrl } from '@/lib/use-object-url.ts';
import { useSaveAd } from '../api/manage-ads.ts';
import { AdPreview } from './ad-preview.tsx';

const TYPE_OPTIONS = AD_TYPES.map((value) => ({ value, label: AD_TYPE_LABELS[value] }));

/** An ISO instant as the `datetime-local` input wants it (local time, minutes). */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function defaultsOf(ad: ManagedAd | null): AdFieldsInput {
  return {
    type: ad?.type ?? 'banner-horizontal',
    title: ad?.title ?? '',
    linkUrl: ad?.linkUrl ?? '',
    startsAt: toLocalInput(ad?.startsAt ?? null),
    endsAt: toLocalInput(ad?.endsAt ?? null),
  };
}

type Props = { ad: ManagedAd | null; onDone: (message: string) => void; onCancel: () => void };

/** Create or edit an ad: the fields, the image with a live preview at real size, upload progress. */
export function AdForm({ ad, onDone, onCancel }: Props) {
  const save = useSaveAd();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useApiForm<AdFieldsInput, AdFields>({
    schema: adFieldsSchema,
    defaultValues: defaultsOf(ad),
    failure: (error) => {
      // The image is no form field: its message goes beside the file input.
      if (error instanceof ApiError && error.fields?.image) setImageError(error.fields.image);
      return failureText(error, 'No se pudo guardar la publicidad. Intentá nuevamente.');
    },
  });
  const [type, title] = form.watch(['type', 'title']) as [AdType, string];
  const localUrl = useObjectUrl(image);

  // A stored image was sized for its slot: another slot needs a new one (the server says so too).
  const needsImage = !ad || type !== ad.type;
  const previewSrc = localUrl ?? (needsImage ? null : (ad?.imageUrl ?? null));

  const pickImage = (file: File | undefined) => {
    setImageError(file && file.size > UPLOAD_MAX_BYTES ? msg.api.tooLarge : null);
    setImage(file && file.size <= UPLOAD_MAX_BYTES ? file : null);
  };

  const submit = form.submit(async (values) => {
    if (needsImage && !image) {
      // A file refused for its size keeps saying so: asking for "an image" would mislead.
      setImageError((current) => current ?? msg.ads.imageRequired);
      return;
    }
    const fields = {
      ...values,
      startsAt: values.startsAt?.toISOString(),
      endsAt: values.endsAt?.toISOString(),
    };
    setProgress(0);
    try {
      await save.mutateAsync({ id: ad?._id ?? null, fields, image, onProgress: setProgress });
      onDone(ad ? 'Publicidad actualizada.' : 'Publicidad creada.');
    } finally {
      setProgress(null);
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={ad ? 'Editar publicidad' : 'Nueva publicidad'}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6"
    >
      <h2 className="text-xl font-bold text-ink">{ad ? 'Editar publicidad' : 'Nueva publicidad'}</h2>
      <FormNotice notice={form.notice} />
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          label="Tipo"
          placeholder="Elegí el tipo"
          options={TYPE_OPTIONS}
          {...form.choice('type')}
        />
        <Field label="Título (texto alternativo)" {...form.field('title')} maxLength={80} />
        <Field
          label="Enlace"
          type="url"
          inputMode="url"
          placeholder="https://"
          {...form.field('linkUrl')}
          className="md:col-span-2"
        />
        <Field label="Desde (opcional)" type="datetime-local" {...form.field('startsAt')} />
        <Field label="Hasta (opcional)" type="datetime-local" {...form.field('endsAt')} />
      </div>
      <ImageFileField
        label={needsImage ? 'Imagen' : 'Imagen (opcional: dejá vacío para conservar la actual)'}
        error={imageError}
        onPick={pickImage}
      />
      <AdPreview type={type} src={previewSrc} title={title} />
      {progress !== null && <ProgressBar value={progress} label="Subiendo publicidad" />}
      <FormActions busy={form.busy} busyLabel="Guardando..." onCancel={onCancel}>
        {ad ? 'Guardar cambios' : 'Crear publicidad'}
      </FormActions>
    </form>
  );
}
