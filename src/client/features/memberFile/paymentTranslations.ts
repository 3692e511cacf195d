// The money screens' labels (take a payment, the package's payments and plan, the sale's plan), added to i18next
// when the packages tab's chunk loads: they never weigh on /login. The cash book's area adds the same file.
import ar from '../../../../i18n/ar/screens/payments.json';
import en from '../../../../i18n/en/screens/payments.json';
import tr from '../../../../i18n/tr/screens/payments.json';
import { addScreenTranslations } from '../../lib/i18n';

addScreenTranslations({ tr, en, ar });
