// antd and dayjs locales per UI language (small; bundled so switching language needs no request).
import type { Locale } from 'antd/es/locale';
import trTR from 'antd/locale/tr_TR';
import enUS from 'antd/locale/en_US';
import arEG from 'antd/locale/ar_EG';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import 'dayjs/locale/ar';
import type { Language } from '../../../i18n';

export const ANTD_LOCALES: Record<Language, Locale> = { tr: trTR, en: enUS, ar: arEG };

export const setDayjsLocale = (lang: Language): void => {
  dayjs.locale(lang);
};
