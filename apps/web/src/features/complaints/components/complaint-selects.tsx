import { COMPLAINT_ESTADOS, CRITICIDADES } from '@servihogar/shared/constants';
import type { ComponentProps } from 'react';
import { SelectField } from '@/components/select-field.tsx';

type Props = Omit<ComponentProps<typeof SelectField>, 'label' | 'options'>;

/** A complaint's fixed values are their own labels ('Alta', 'En revisión', …). */
export const ownLabelOptions = (values: readonly string[]) =>
  values.map((value) => ({ value, label: value }));

const ESTADO_OPTIONS = ownLabelOptions(COMPLAINT_ESTADOS);
const CRITICIDAD_OPTIONS = ownLabelOptions(CRITICIDADES);

/** The 'Estado' select of a complaint (the admins' filter and edit). */
export function EstadoSelect(props: Props) {
  return <SelectField label="Estado" options={ESTADO_OPTIONS} {...props} />;
}

/** The 'Criticidad' select of a complaint (the form, the filters and the admins' edit). */
export function CriticidadSelect(props: Props) {
  return <SelectField label="Criticidad" options={CRITICIDAD_OPTIONS} {...props} />;
}
