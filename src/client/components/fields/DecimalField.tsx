// A decimal input: numbers only, with one decimal point (a comma is read as the point, as Turkish keyboards
// type it) and, when `signed`, a leading minus. The NumberField takes digits only, which cannot hold 41.0082,
// -8.6 or 24.6 g of protein. Used by branch coordinates and food nutrients.
import { Input } from 'antd';
import { useField } from 'formik';
import { FieldItem, fieldId, type FieldItemProps } from './FieldItem';

export function toDecimalText(raw: string, signed = true): string {
  const text = raw.replace(',', '.').replace(/[^\d.-]/g, '');
  const sign = signed && text.startsWith('-') ? '-' : '';
  const [whole, ...rest] = text.replace(/-/g, '').split('.');
  return rest.length > 0 ? `${sign}${whole}.${rest.join('')}` : `${sign}${whole}`;
}

export function DecimalField({
  signed = true,
  placeholder,
  ...item
}: Omit<FieldItemProps, 'children'> & { signed?: boolean; placeholder?: string }) {
  const [field, , helpers] = useField<string | number | null>(item.name);
  return (
    <FieldItem {...item}>
      <Input
        id={fieldId(item.name)}
        name={item.name}
        inputMode="decimal"
        dir="ltr"
        className="ltr-input"
        placeholder={placeholder}
        value={field.value === null || field.value === undefined ? '' : String(field.value)}
        onBlur={field.onBlur}
        onChange={(e) => void helpers.setValue(toDecimalText(e.target.value, signed))}
      />
    </FieldItem>
  );
}
