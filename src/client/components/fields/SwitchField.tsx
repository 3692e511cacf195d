// A Formik switch over a 0/1 flag (the API's flags are numbers, not booleans): on is 1, off is 0.
import { Switch } from 'antd';
import { useField } from 'formik';
import { FieldItem, fieldId, type FieldItemProps } from './FieldItem';

export interface SwitchFieldProps extends Omit<FieldItemProps, 'children'> {
  disabled?: boolean;
}

export function SwitchField({ disabled, ...item }: SwitchFieldProps) {
  const [field, , helpers] = useField<number | boolean | null>(item.name);
  return (
    <FieldItem {...item}>
      <Switch
        id={fieldId(item.name)}
        checked={Number(field.value) === 1}
        disabled={disabled}
        onChange={(on) => {
          void helpers.setValue(on ? 1 : 0);
          void helpers.setTouched(true, false);
        }}
      />
    </FieldItem>
  );
}
