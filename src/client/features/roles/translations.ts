// The roles screens' labels — every permission's name in three languages — added to i18next when the roles
// chunk loads, so they never weigh on /login.
import ar from '../../../../i18n/ar/screens/roles.json';
import en from '../../../../i18n/en/screens/roles.json';
import tr from '../../../../i18n/tr/screens/roles.json';
import { addScreenTranslations } from '../../lib/i18n';

addScreenTranslations({ tr, en, ar });
