// Option labels from a named column (issue 13): a training type's name, a day's number.
import { optionLabel } from '../../../src/client/store/lookupsApi';

it('labels an option by a named column, falling back to the id', () => {
  expect(
    optionLabel({ id: 4, personal_training_type_name: 'Birebir' }, 'field:personal_training_type_name'),
  ).toBe('Birebir');
  expect(optionLabel({ id: 12, day_num: 2 }, 'field:day_num')).toBe('2');
  expect(optionLabel({ id: 12 }, 'field:day_num')).toBe('12');
  expect(optionLabel({ id: 1, name: 'Ali', lastname: 'Kaya' })).toBe('Ali Kaya');
});
