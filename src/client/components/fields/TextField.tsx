// Text-like Formik fields: text, textarea (rows) and password (show/hide). Numbers: NumberField.
import type { CSSProperties } from 'react';
import { Input } from 'antd';
import { useField } from 'formik';
import { FieldItem, fieldId, type FieldItemProps } from './FieldItem';

export interface TextFieldProps extends Omit<FieldItemProps, 'children'> {
  placeholder?: string;
  disabled?: boolean;
  autoComplete?: string;
  /** Stops typing at this many characters (the schema's maximum says why). */
  maxLength?: number;
  style?: CSSProperties;
}

/** `type` 'email' and 'url' hold left-to-right text, so their input stays left to right in Arabic pages. */
export function TextField({
  placeholder,
  disabled,
  autoComplete,
  maxLength,
  style,
  type,
  ...item
}: TextFieldProps & { type?: 'text' | 'email' | 'url' }) {
  const [field] = useField<string>(item.name);
  const ltr = type === 'email' || type === 'url';
  return (
    <FieldItem {...item}>
      <Input
        {...field}
        value={field.value ?? ''}
        id={fieldId(item.name)}
        dir={ltr ? 'ltr' : undefined}
        className={ltr ? 'ltr-input' : undefined}
        placeholder={placeholder}
        disabled={disabled}
        autoComplete={autoComplete}
        maxLength={maxLength}
        style={style}
      />
    </FieldItem>
  );
}

export function TextAreaField({
  rows = 4,
  placeholder,
  disabled,
  maxLength,
  style,
  ...item
}: TextFieldProps & { rows?: number }) {
  const [field] = useField<string>(item.name);
  return (
    <FieldItem {...item}>
      <Input.TextArea
        {...field}
        value={field.value ?? ''}
        id={fieldId(item.name)}
        rows={rows}
        placeholder={placeholder}
        disabled={disabled}
        maxLength={maxLength}
        style={style}
      />
    </FieldItem>
  );
}

export function PasswordField({
  placeholder,
  disabled,
  autoComplete = 'new-password',
  ...item
}: TextFieldProps) {
  const [field] = useField<string>(item.name);
  return (
    <FieldItem {...item}>
      <Input.Password
        {...field}
        value={field.value ?? ''}
        id={fieldId(item.name)}
        placeholder={placeholder}
        disabled={disabled}
        autoComplete={autoComplete}
      />
    </FieldItem>
  );
}
