// Masked Formik fields (spec part 1 §3): phone '(999) 999 99 99', date '99/99/9999' and time '99:99'.
// The date is typed and shown as dd/MM/yyyy and held (and sent) as yyyy-MM-dd. Both read left to right
// in Arabic pages too (dir="ltr" and the ltr-input class), as they are typed.
import { useEffect, useState } from 'react';
import { Input } from 'antd';
import { useField } from 'formik';
import { FieldItem, fieldId, type FieldItemProps } from './FieldItem';
import { applyMask, DATE_MASK, displayToWireDate, PHONE_MASK, TIME_MASK, wireToDisplayDate } from './masks';

type MaskedProps = Omit<FieldItemProps, 'children'> & { disabled?: boolean };

/** A text typed through `mask` (9: a digit), read left to right in every language. */
function MaskedField({
  disabled,
  mask,
  type,
  inputMode,
  width,
  ...item
}: MaskedProps & { mask: string; type?: string; inputMode: 'tel' | 'numeric'; width?: number }) {
  const [field, , helpers] = useField<string>(item.name);
  return (
    <FieldItem {...item}>
      <Input
        id={fieldId(item.name)}
        name={field.name}
        type={type}
        inputMode={inputMode}
        dir="ltr"
        className="ltr-input"
        placeholder={mask.replace(/9/g, '_')}
        value={applyMask(field.value ?? '', mask)}
        disabled={disabled}
        onBlur={field.onBlur}
        onChange={(e) => void helpers.setValue(applyMask(e.target.value, mask))}
        style={width ? { maxWidth: width } : undefined}
      />
    </FieldItem>
  );
}

export const PhoneField = (props: MaskedProps) => (
  <MaskedField {...props} mask={PHONE_MASK} type="tel" inputMode="tel" />
);

/** A time of day, HH:mm (a class's start); the schema refuses 25:00. */
export const TimeField = (props: MaskedProps) => (
  <MaskedField {...props} mask={TIME_MASK} inputMode="numeric" width={120} />
);

export function DateField({ disabled, ...item }: MaskedProps) {
  const [field, , helpers] = useField<string>(item.name);
  // The typed text is local until it is a whole, real date; the form holds the wire format or ''.
  const [text, setText] = useState(() => wireToDisplayDate(field.value));
  useEffect(() => {
    const shown = wireToDisplayDate(field.value);
    if (shown !== '' || field.value === '')
      setText((current) => (displayToWireDate(current) === field.value ? current : shown));
  }, [field.value]);
  return (
    <FieldItem {...item}>
      <Input
        id={fieldId(item.name)}
        name={field.name}
        inputMode="numeric"
        dir="ltr"
        className="ltr-input"
        placeholder={DATE_MASK.replace(/9/g, '_')}
        value={text}
        disabled={disabled}
        onBlur={field.onBlur}
        onChange={(e) => {
          const masked = applyMask(e.target.value, DATE_MASK);
          setText(masked);
          void helpers.setValue(masked === '' ? '' : (displayToWireDate(masked) ?? masked));
        }}
      />
    </FieldItem>
  );
}
