// A Formik rich-text field over the lazily loaded editor.
import { useField } from 'formik';
import { useReadOnly } from '../ReadOnlyContext';
import { RichTextEditor } from '../RichTextEditor';
import { FieldItem, fieldId, type FieldItemProps } from './FieldItem';

export interface RichTextFieldProps extends Omit<FieldItemProps, 'children'> {
  height?: number;
}

export function RichTextField({ height, ...item }: RichTextFieldProps) {
  const [field, , helpers] = useField<string>(item.name);
  // Quill is no antd control: a view-only form's disabled does not reach it.
  const readOnly = useReadOnly();
  return (
    <FieldItem {...item}>
      <RichTextEditor
        id={fieldId(item.name)}
        height={height}
        readOnly={readOnly}
        value={field.value ?? ''}
        onChange={(html) => void helpers.setValue(html)}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldItem>
  );
}
