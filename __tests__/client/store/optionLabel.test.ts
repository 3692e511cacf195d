// Option labels from a named column: a training type's name, a day's number.
import { optionLabel } from '../../../src/client/store/lookupsApi';

it('labels an option by a named column, falling back to the id', () => {
  expect(
    optionLabel({ id: 4, personal_training_type_name: 'Birebir' }, 'field:personal_training_type_name'),
  ).toBe('Birebir');
  expect(optionLabel({ id: 12, day_num: 2 }, 'field:day_num')).toBe('2');
  expect(optionLabel({ id: 12 }, 'field:day_num')).toBe('12');
  expect(optionLabel({ id: 1, name: 'Ali', lastname: 'Kaya' })).toBe('Ali Kaya');
});

it('tells same-named members apart by id, the last four digits of the phone and the birth year', () => {
  expect(
    optionLabel({ id: 233, name: 'Ayşe Yılmaz', phone: '0532 123 45 67', birthdate: '1990-04-02' }, 'member'),
  ).toBe('Ayşe Yılmaz (#233 · •••• 45 67 · 1990)');
  // No phone, no birth date: the id still tells them apart; the full number never shows.
  expect(optionLabel({ id: 7, name: 'Ayşe Yılmaz', phone: '', birthdate: null }, 'member')).toBe(
    'Ayşe Yılmaz (#7)',
  );
  expect(optionLabel({ id: 8, name: 'Ali', phone: '+90 (555) 000 11 22' }, 'member')).not.toMatch(/555/);
});
