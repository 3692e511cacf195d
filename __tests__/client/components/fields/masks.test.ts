import {
  applyMask,
  DATE_MASK,
  displayToWireDate,
  onlyDigits,
  PHONE_MASK,
  wireToDisplayDate,
} from '../../../../src/client/components/fields/masks';

it('lays digits into the phone mask (999) 999 99 99', () => {
  expect(applyMask('5551234567', PHONE_MASK)).toBe('(555) 123 45 67');
  expect(applyMask('555-12', PHONE_MASK)).toBe('(555) 12');
  expect(applyMask('55512345678999', PHONE_MASK)).toBe('(555) 123 45 67');
  expect(applyMask('', PHONE_MASK)).toBe('');
});

it('lays digits into the date mask 99/99/9999', () => {
  expect(applyMask('01021990', DATE_MASK)).toBe('01/02/1990');
  expect(applyMask('0102', DATE_MASK)).toBe('01/02');
});

it('shows yyyy-MM-dd as dd/MM/yyyy and sends dd/MM/yyyy as yyyy-MM-dd', () => {
  expect(wireToDisplayDate('1990-02-01')).toBe('01/02/1990');
  expect(wireToDisplayDate('1990-02-01T00:00:00Z')).toBe('01/02/1990');
  expect(wireToDisplayDate('')).toBe('');
  expect(wireToDisplayDate(null)).toBe('');
  expect(displayToWireDate('01/02/1990')).toBe('1990-02-01');
  expect(displayToWireDate('01/02')).toBeNull();
  expect(displayToWireDate('31/02/2020')).toBeNull();
});

it('numeric inputs keep digits only', () => {
  expect(onlyDigits('a1b2 3-')).toBe('123');
});
