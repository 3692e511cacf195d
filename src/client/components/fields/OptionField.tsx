// A Formik field over OptionSelect (coach, branch, role, ... dropdowns); the edited record's stored choice is
// shown by the name the record answered.
import type { CSSProperties } from 'react';
import { useField } from 'formik';
import { useStoredName } from '../FormRecordContext';
import { OptionSelect, type OptionSelectProps, type OptionSelectValue } from '../OptionSelect';
import { FieldItem, fieldId, type FieldItemProps } from './FieldItem';

export interface OptionFieldProps extends Omit<FieldItemProps, 'children'> {
  preset: OptionSelectProps['preset'];
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
}

export function OptionField({ preset, disabled, allowClear, style, ...item }: OptionFieldProps) {
  const [field, , helpers] = useField<OptionSelectValue | ''>(item.name);
  const stored = useStoredName(item.name);
  return (
    <FieldItem {...item}>
      <OptionSelect
        id={fieldId(item.name)}
        preset={preset}
        value={field.value === '' ? undefined : field.value}
        disabled={disabled}
        allowClear={allowClear}
        style={style}
        stored={stored}
        onChange={(value) => void helpers.setValue(value ?? '')}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldItem>
  );
}
