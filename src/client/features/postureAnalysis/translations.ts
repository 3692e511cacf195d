// This area's labels, added to i18next when its screens' chunk loads, so they never weigh on /login.
import ar from '../../../../i18n/ar/screens/postureAnalysis.json';
import en from '../../../../i18n/en/screens/postureAnalysis.json';
import tr from '../../../../i18n/tr/screens/postureAnalysis.json';
import { addScreenTranslations } from '../../lib/i18n';

addScreenTranslations({ tr, en, ar });
