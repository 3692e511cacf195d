// A Formik number field over the one NumberInput: typed and shown as the language writes numbers, held as
// canonical text ('70.5', '' for nothing) as the forms' values and the API's schemas expect. Text that is not a
// number stays in the form as typed, so the form refuses it (NOT_A_NUMBER) instead of saving a guess.
import type { CSSProperties } from 'react';
import { useField } from 'formik';
import { canonicalText, readCanonical } from '../../lib/localeNumber';
import { NOT_A_NUMBER, NumberInput } from '../NumberInput';
import { FieldItem, fieldId, type FieldItemProps } from './FieldItem';

export interface NumberFieldProps extends Omit<FieldItemProps, 'children' | 'error'> {
  placeholder?: string;
  disabled?: boolean;
  /** Unit shown inside the input ('kg', 'g'). */
  suffix?: string;
  style?: CSSProperties;
}

const notANumber = (value: unknown) => (Number.isNaN(readCanonical(value)) ? NOT_A_NUMBER : undefined);

export function NumberField({ placeholder, disabled, suffix, style, ...item }: NumberFieldProps) {
  const [field, , helpers] = useField<string | number | null>({ name: item.name, validate: notANumber });
  return (
    <FieldItem {...item} error={notANumber(field.value)}>
      <NumberInput
        id={fieldId(item.name)}
        name={field.name}
        value={field.value}
        placeholder={placeholder}
        disabled={disabled}
        suffix={suffix}
        style={style}
        onBlur={field.onBlur}
        onChange={(value, text) => void helpers.setValue(canonicalText(value, text))}
      />
    </FieldItem>
  );
}
