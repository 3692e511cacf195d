// The one number input: shows a value with the language's decimal separator and digits, reads what a user of
// that language types (lib/localeNumber: tr '70,5', en '70.5', ar '٧٠٫٥'), and never clamps or drops what it
// cannot read — it reports NaN so the form refuses it with NOT_A_NUMBER, and range checks stay the form's
// (its yup schema). Controlled like an antd input, so it works inside antd Form.Item and Formik fields alike.
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Input, type InputProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber, parseNumber, readCanonical } from '../lib/localeNumber';

/** The field message of text that is not a number. */
export const NOT_A_NUMBER = 'generic.fields.not_a_number';

export interface NumberInputProps extends Omit<
  InputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
> {
  /** A number, a canonical number as text ('70.5'), '' or null for nothing. Other text shows as it is. */
  value?: number | string | null;
  /** The number read, null when empty, NaN when the text is not a number; `text` is what was typed. */
  onChange?: (value: number | null, text: string) => void;
}

const same = (a: number | null, b: number | null) => a === b || (Number.isNaN(a) && Number.isNaN(b));

export function NumberInput({ value, onChange, onBlur, className, ...rest }: NumberInputProps) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const shown = (v: typeof value) => {
    const n = readCanonical(v);
    return n !== null && Number.isNaN(n) && typeof v === 'string' ? v : formatNumber(n, lang);
  };
  const [text, setText] = useState(() => shown(value));
  const language = useRef(lang);
  // A value set from outside (a reset, a computed figure, another language) replaces the text; the value this
  // input reported itself keeps what was typed ('70,' while typing '70,5').
  useEffect(() => {
    const langChanged = language.current !== lang;
    language.current = lang;
    // NaN is this input's own report of unreadable text: that text stays, whatever the language.
    if (typeof value === 'number' && Number.isNaN(value)) return;
    const read = parseNumber(text, lang);
    if (langChanged || !same(read.ok ? read.value : NaN, readCanonical(value))) setText(shown(value));
    // `text` is left out on purpose: typing must not re-format itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, lang]);

  return (
    <Input
      {...rest}
      inputMode="decimal"
      dir="ltr"
      className={className ? `ltr-input ${className}` : 'ltr-input'}
      autoComplete="off"
      value={text}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        const parsed = parseNumber(next, lang);
        onChange?.(parsed.ok ? parsed.value : NaN, next);
      }}
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        // Once left, a readable value shows as the language writes it ('70.5' → '70,5' in Turkish).
        const read = parseNumber(text, lang);
        if (read.ok) setText(formatNumber(read.value, lang));
        onBlur?.(e);
      }}
    />
  );
}
