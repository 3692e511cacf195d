// The replay page's labels, added to i18next when its chunk loads (the action-log menu's texts stay in the
// first-load catalogue: the shell shows them).
import ar from '../../../../i18n/ar/screens/support.json';
import en from '../../../../i18n/en/screens/support.json';
import tr from '../../../../i18n/tr/screens/support.json';
import { addScreenTranslations } from '../../lib/i18n';

addScreenTranslations({ tr, en, ar });
