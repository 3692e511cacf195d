// A Formik select. Plain option values are labelled `<resource>.options.<field>.<value>`; pass
// { value, label } pairs for labels from elsewhere.
import type { CSSProperties } from 'react';
import { Select } from 'antd';
import { useField } from 'formik';
import { useResourceTranslation } from '../ResourceContext';
import { FieldItem, fieldId, type FieldItemProps } from './FieldItem';

export type OptionValue = string | number;
export interface Option {
  value: OptionValue;
  label: string;
}

export interface SelectFieldProps extends Omit<FieldItemProps, 'children'> {
  options: readonly (OptionValue | Option)[];
  disabled?: boolean;
  allowClear?: boolean;
  mode?: 'multiple';
  /** Shown while nothing is chosen; the kit's 'Seçiniz' by default, '' for none. */
  placeholder?: string;
  style?: CSSProperties;
}

export function SelectField({
  options,
  disabled,
  allowClear,
  mode,
  placeholder,
  style,
  ...item
}: SelectFieldProps) {
  const [field, , helpers] = useField<OptionValue | OptionValue[] | ''>(item.name);
  const { t, optionLabel } = useResourceTranslation();
  const items = options.map((o) =>
    typeof o === 'object' ? o : { value: o, label: optionLabel(item.name, o) },
  );
  const empty = field.value === '' || field.value === null || field.value === undefined;
  return (
    <FieldItem {...item}>
      <Select
        id={fieldId(item.name)}
        mode={mode}
        value={empty ? undefined : field.value}
        options={items}
        disabled={disabled}
        allowClear={allowClear}
        placeholder={placeholder ?? t('components.options.placeholder')}
        style={style}
        onChange={(value) => void helpers.setValue(value ?? '')}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldItem>
  );
}
