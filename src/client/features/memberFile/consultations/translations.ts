// The questionnaires' labels (65 question texts in three languages), added to i18next when the consultation
// screens' chunk loads, so they never weigh on /login.
import ar from '../../../../../i18n/ar/screens/consultations.json';
import en from '../../../../../i18n/en/screens/consultations.json';
import tr from '../../../../../i18n/tr/screens/consultations.json';
import { addScreenTranslations } from '../../../lib/i18n';

addScreenTranslations({ tr, en, ar });
