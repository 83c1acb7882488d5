import * as msg from '@servihogar/shared/messages';
import { REGIME_CATEGORIES } from '@servihogar/shared/pay-scales';
import type { ComponentProps } from 'react';
import { SelectField } from './select-field.tsx';

const CATEGORY_OPTIONS = Object.entries(REGIME_CATEGORIES).map(([value, label]) => ({ value, label }));

type Props = Omit<ComponentProps<typeof SelectField>, 'label' | 'placeholder' | 'options'>;

/** The category of the domestic-work regime, as the pay-scale table and the employer's tools ask it. */
export function RegimeCategoryField(props: Props) {
  return (
    <SelectField
      label={msg.payScales.categoryLabel}
      placeholder="Elegí la categoría"
      options={CATEGORY_OPTIONS}
      {...props}
    />
  );
}
