// Numbers as each language writes them: what a number input reads (and refuses), how values are shown, and
// prices in lira.
import {
  canonicalText,
  formatNumber,
  formatPrice,
  latinDigits,
  numberSymbols,
  parseNumber,
  readCanonical,
} from '../../../src/client/lib/localeNumber';

const read = (text: string, lang: string) => {
  const parsed = parseNumber(text, lang);
  return parsed.ok ? parsed.value : 'refused';
};

it('learns the separators from Intl', () => {
  expect(numberSymbols('tr')).toMatchObject({ decimal: ',', group: '.' });
  expect(numberSymbols('en')).toMatchObject({ decimal: '.', group: ',' });
  expect(numberSymbols('tr').digits).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
});

it.each([
  ['tr', '70,5', 70.5],
  ['en', '70.5', 70.5],
  ['ar', '٧٠٫٥', 70.5],
  ['ar', '70.5', 70.5],
  ['tr', '٧٠٫٥', 70.5],
  ['ar', '۷۰٫۵', 70.5], // Persian digits
  ['tr', '70', 70],
  ['tr', ' 70,5 ', 70.5],
  ['tr', '0,25', 0.25],
  ['tr', ',5', 0.5],
  ['tr', '70,', 70],
])('%s reads %j as %p', (lang, text, value) => {
  expect(read(text, lang)).toBe(value);
});

it('reads group separators only in whole groups of three', () => {
  expect(read('1.250,5', 'tr')).toBe(1250.5);
  expect(read('1.250', 'tr')).toBe(1250);
  expect(read('1.234.567,25', 'tr')).toBe(1234567.25);
  expect(read('1,250.5', 'en')).toBe(1250.5);
  expect(read('1,250', 'en')).toBe(1250);
  expect(read('١٬٢٥٠٫٥', 'ar')).toBe(1250.5);
  expect(read('12.50,5', 'tr')).toBe('refused');
  expect(read('1.2345,5', 'tr')).toBe('refused');
  expect(read('1,25.5', 'en')).toBe('refused');
});

it("reads a lone point that cannot be a group separator as the decimal point ('70.5' in Turkish)", () => {
  expect(read('70.5', 'tr')).toBe(70.5);
  expect(read('70.25', 'tr')).toBe(70.25);
  expect(read('70,5', 'en')).toBe(70.5);
  // Three digits after it: the locale decides.
  expect(read('1.250', 'tr')).toBe(1250);
  expect(read('1.250', 'en')).toBe(1.25);
});

it('refuses what it cannot read instead of guessing', () => {
  for (const text of [
    '70,5,1',
    '70.5.1',
    '7a',
    'abc',
    '1,2.3',
    '1.250.5,1,2',
    '--1',
    '1e3',
    '-',
    ',',
    '+5',
    '5-',
  ])
    expect([text, read(text, 'tr')]).toEqual([text, 'refused']);
  expect(read('70,5,1', 'en')).toBe('refused');
  expect(read('70.5.1', 'en')).toBe('refused');
  expect(read('٧٠٫٥٫١', 'ar')).toBe('refused');
});

it('reads a leading minus: ASCII, the minus sign, and with bidi marks as Arabic writes it', () => {
  expect(read('-8,6', 'tr')).toBe(-8.6);
  expect(read('\u22128.6', 'en')).toBe(-8.6);
  expect(read('\u200e-8.6', 'ar')).toBe(-8.6);
  expect(read('-0', 'tr')).toBe(0);
});

it('turns Arabic-Indic and Persian digits into 0–9 and leaves the rest', () => {
  expect(latinDigits('٤٢')).toBe('42');
  expect(latinDigits('۱۲۳')).toBe('123');
  expect(latinDigits('#٧ a')).toBe('#7 a');
});

it('reads empty text as null', () => {
  expect(read('', 'tr')).toBeNull();
  expect(read('   ', 'en')).toBeNull();
});

it('formats with the language separator, keeping every decimal and no grouping unless asked', () => {
  expect(formatNumber(70.5, 'tr')).toBe('70,5');
  expect(formatNumber(70.5, 'en')).toBe('70.5');
  expect(formatNumber(1250.125, 'tr')).toBe('1250,125');
  expect(formatNumber(1250.5, 'tr', { grouping: true })).toBe('1.250,5');
  expect(formatNumber(null, 'tr')).toBe('');
  expect(formatNumber(NaN, 'tr')).toBe('');
});

it('reads back what it shows, in every language', () => {
  for (const lang of ['tr', 'en', 'ar'])
    for (const value of [70.5, -8.6, 0.1, 1250.125, 41.0082, 100000])
      expect([lang, read(formatNumber(value, lang), lang)]).toEqual([lang, value]);
});

it('formats prices in lira per language; numbers held as text too, other text as typed', () => {
  expect(formatPrice(1250.5, 'tr')).toBe('₺1.250,50');
  expect(formatPrice(1250.5, 'en')).toBe('₺1,250.50');
  expect(formatPrice('2400', 'tr')).toBe('₺2.400,00');
  expect(formatPrice(2400, 'tr', { maximumFractionDigits: 0 })).toBe('₺2.400');
  const arabic = formatPrice(1250.5, 'ar');
  expect(arabic).toContain('₺');
  expect(arabic.replace(/[^\d]/g, '')).toMatch(/^1250(50)?$|^١٢٥٠٥٠$/);
  expect(formatPrice('2.400 TL/ay', 'tr')).toBe('2.400 TL/ay');
  expect(formatPrice('', 'tr')).toBe('');
  expect(formatPrice(null, 'tr')).toBe('');
});

it('keeps form text canonical, or as typed when it is not a number', () => {
  expect(canonicalText(70.5, '70,5')).toBe('70.5');
  expect(canonicalText(null, '')).toBe('');
  expect(canonicalText(NaN, '70,5,1')).toBe('70,5,1');
  expect(canonicalText(1e21, '1000000000000000000000')).toBe('1000000000000000000000');
  expect(readCanonical('70.5')).toBe(70.5);
  expect(readCanonical('-8.6')).toBe(-8.6);
  expect(readCanonical(12)).toBe(12);
  expect(readCanonical('')).toBeNull();
  expect(readCanonical(null)).toBeNull();
  expect(readCanonical('70,5,1')).toBeNaN();
  expect(readCanonical('1e3')).toBeNaN();
});
