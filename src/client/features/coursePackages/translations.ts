// This area's labels, added to i18next when its screens' chunk loads, so they never weigh on /login.
import ar from '../../../../i18n/ar/screens/coursePackages.json';
import en from '../../../../i18n/en/screens/coursePackages.json';
import tr from '../../../../i18n/tr/screens/coursePackages.json';
import { addScreenTranslations } from '../../lib/i18n';

addScreenTranslations({ tr, en, ar });
