// A coordinate input: numbers only, with a sign and one decimal point (a comma is read as the point, as
// Turkish keyboards type it). The shared NumberField takes digits only, which cannot hold 41.0082 or -8.6.
import { Input } from 'antd';
import { useField } from 'formik';
import { FieldItem, fieldId } from '../../components/fields';

export function toDecimalText(raw: string): string {
  const text = raw.replace(',', '.').replace(/[^\d.-]/g, '');
  const sign = text.startsWith('-') ? '-' : '';
  const [whole, ...rest] = text.replace(/-/g, '').split('.');
  return rest.length > 0 ? `${sign}${whole}.${rest.join('')}` : `${sign}${whole}`;
}

export function DecimalField({ name, required }: { name: string; required?: boolean }) {
  const [field, , helpers] = useField<string | number | null>(name);
  return (
    <FieldItem name={name} required={required}>
      <Input
        id={fieldId(name)}
        name={name}
        inputMode="decimal"
        dir="ltr"
        className="ltr-input"
        value={field.value === null || field.value === undefined ? '' : String(field.value)}
        onBlur={field.onBlur}
        onChange={(e) => void helpers.setValue(toDecimalText(e.target.value))}
      />
    </FieldItem>
  );
}
