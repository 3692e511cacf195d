// The dashboard's labels, added to i18next when its chunk loads (not in /login's first load).
import ar from '../../../../i18n/ar/screens/dashboard.json';
import en from '../../../../i18n/en/screens/dashboard.json';
import tr from '../../../../i18n/tr/screens/dashboard.json';
import { addScreenTranslations } from '../../lib/i18n';

addScreenTranslations({ tr, en, ar });
