// Layout of one form field: the label `<resource>.fields.<name>` and the translated yup message
// (schemas carry i18n keys such as 'generic.fields.required'), shown once the field is touched or submitted, or
// the server's refusal of the value the field holds (serverFieldErrors.ts: a taken username).
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Form } from 'antd';
import { useField, useFormikContext } from 'formik';
import { useReadOnly } from '../ReadOnlyContext';
import { useResourceTranslation } from '../ResourceContext';
import { useServerFieldError } from '../serverFieldErrors';

export interface FieldItemProps {
  name: string;
  /** Overrides the derived label. */
  label?: ReactNode;
  required?: boolean;
  extra?: ReactNode;
  /** A message key that replaces the schema's for now (a number field's text that is not a number). */
  error?: string;
  /** The control's id in place of fieldId(name): another form on the page has the name, or pages know the id. */
  id?: string;
  children: ReactNode;
}

/** The field's message: the form's own check first, else the server's refusal of the value it holds. */
export function useFieldError(name: string, override?: string, label?: string): string | undefined {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  const { t, fieldLabel } = useResourceTranslation();
  const refused = useServerFieldError(name, label ?? fieldLabel(name));
  const shown = meta.touched || submitCount > 0 ? (override ?? meta.error) : undefined;
  return typeof shown === 'string' ? t(shown) : refused;
}

export function FieldItem({
  name,
  label,
  required,
  extra,
  error: override,
  id: given,
  children,
}: FieldItemProps) {
  const { fieldLabel } = useResourceTranslation();
  const error = useFieldError(name, override, typeof label === 'string' ? label : undefined);
  // A view-only form disables its control here, over a control's own `disabled={false}` (antd's form-wide
  // disabled yields to that).
  const readOnly = useReadOnly();
  // antd ties a field to its message only for its own named fields: these are Formik's, so it is done here.
  const id = given ?? fieldId(name);
  const describedBy = [error && `${id}_help`, extra && `${id}_extra`].filter(Boolean).join(' ');
  const control = isValidElement<Record<string, unknown>>(children)
    ? cloneElement(children as ReactElement<Record<string, unknown>>, {
        'aria-describedby': children.props['aria-describedby'] ?? (describedBy || undefined),
        'aria-invalid': children.props['aria-invalid'] ?? (error ? true : undefined),
        'aria-required': children.props['aria-required'] ?? (required || undefined),
        ...(given && { id: given }),
        ...(readOnly && { disabled: true }),
      })
    : children;
  return (
    <Form.Item
      label={label ?? fieldLabel(name)}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error && <span id={`${id}_help`}>{error}</span>}
      extra={extra && <span id={`${id}_extra`}>{extra}</span>}
    >
      {control}
    </Form.Item>
  );
}

/** DOM id of a field's input, so its label points at it. */
export const fieldId = (name: string): string => `field-${name.replace(/[^\w-]/g, '_')}`;
