// The money screens' labels, added to i18next when this area's chunks load (not in /login's first load). The
// member file's packages tab adds the same file.
import ar from '../../../../i18n/ar/screens/payments.json';
import en from '../../../../i18n/en/screens/payments.json';
import tr from '../../../../i18n/tr/screens/payments.json';
import { addScreenTranslations } from '../../lib/i18n';

addScreenTranslations({ tr, en, ar });
