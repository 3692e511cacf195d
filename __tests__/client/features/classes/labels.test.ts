// The classes' labels say the same things in every language: the same keys, each plural with the forms its
// language needs (Arabic six).
import ar from '../../../../i18n/ar/classes.json';
import en from '../../../../i18n/en/classes.json';
import tr from '../../../../i18n/tr/classes.json';
import { expectSameLabels } from '../../helpers/labelTrees';

it('has the same labels in every language, plurals in the forms each needs', () => {
  expectSameLabels({ tr, en, ar });
});
