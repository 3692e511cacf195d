// The member progress screens' labels, added to i18next when this area's chunk loads (not in the first load).
import ar from '../../../../i18n/ar/screens/memberProgress.json';
import en from '../../../../i18n/en/screens/memberProgress.json';
import tr from '../../../../i18n/tr/screens/memberProgress.json';
import { addScreenTranslations } from '../../lib/i18n';

addScreenTranslations({ tr, en, ar });
