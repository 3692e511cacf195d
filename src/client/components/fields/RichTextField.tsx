// A Formik rich-text field over the lazily loaded editor.
import { useField } from 'formik';
import { RichTextEditor } from '../RichTextEditor';
import { FieldItem, fieldId, type FieldItemProps } from './FieldItem';

export interface RichTextFieldProps extends Omit<FieldItemProps, 'children'> {
  height?: number;
}

export function RichTextField({ height, ...item }: RichTextFieldProps) {
  const [field, , helpers] = useField<string>(item.name);
  return (
    <FieldItem {...item}>
      <RichTextEditor
        id={fieldId(item.name)}
        height={height}
        value={field.value ?? ''}
        onChange={(html) => void helpers.setValue(html)}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldItem>
  );
}
