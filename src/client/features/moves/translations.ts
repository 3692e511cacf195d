// This area's labels, added to i18next when its screens' chunk loads, so they never weigh on /login.
import ar from '../../../../i18n/ar/screens/moves.json';
import en from '../../../../i18n/en/screens/moves.json';
import tr from '../../../../i18n/tr/screens/moves.json';
import { addScreenTranslations } from '../../lib/i18n';

addScreenTranslations({ tr, en, ar });
