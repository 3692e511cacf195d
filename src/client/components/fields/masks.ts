// Input masks of the spec (part 1 §3): '9' is a digit slot, every other character is a literal the mask inserts.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

export const PHONE_MASK = '(999) 999 99 99';
export const DATE_MASK = '99/99/9999';
export const TIME_MASK = '99:99';
const DISPLAY_DATE = 'DD/MM/YYYY';
const WIRE_DATE = 'YYYY-MM-DD';

/** Keeps the digits of `raw` and lays them into `mask`, stopping at the last typed digit. */
export function applyMask(raw: string, mask: string): string {
  const digits = raw.replace(/\D/g, '');
  let out = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= digits.length) break;
    if (slot === '9') out += digits[next++];
    else out += slot;
  }
  return out;
}

export const isComplete = (value: string, mask: string): boolean => value.length === mask.length;

/** Keeps digits only (numeric inputs, spec part 1 §5). */
export const onlyDigits = (raw: string): string => raw.replace(/\D/g, '');

/** 'yyyy-MM-dd' (what the API sends and takes) → 'dd/MM/yyyy' (what the user sees); '' when not a date. */
export function wireToDisplayDate(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = dayjs(value.slice(0, 10), WIRE_DATE, true);
  return date.isValid() ? date.format(DISPLAY_DATE) : '';
}

/** 'dd/MM/yyyy' → 'yyyy-MM-dd', or null while incomplete or not a real date (31/02/2020). */
export function displayToWireDate(value: string): string | null {
  if (!isComplete(value, DATE_MASK)) return null;
  const date = dayjs(value, DISPLAY_DATE, true);
  return date.isValid() ? date.format(WIRE_DATE) : null;
}
