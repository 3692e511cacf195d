// A language's lazily loaded part must not undo the labels a screen's chunk added before it arrived: the dashboard
// loaded in Turkish, then Arabic chosen (or, on a deep link, the screen's chunk arriving before the language's
// part) showed the dashboard's own labels in Turkish, because the part replaced the whole `dashboard` subtree.
import {
  addScreenTranslations,
  i18n,
  loadAllTranslations,
  switchLanguage,
} from '../../../src/client/lib/i18n';

// As in the SPA's build: Arabic is fetched in parts; its `rest` part holds the dashboard's catalogue keys.
jest.mock('../../../i18n/catalogue', () => ({
  loadCatalogue: () => ({ tr: [{ dashboard: { welcome: 'Hoş geldiniz' } }], en: [], ar: [] }),
  isBundled: (lang: string) => lang === 'tr',
  loadCataloguePart: async (lang: string, part: string) =>
    lang === 'ar' && part === 'rest' ? [{ dashboard: { welcome: 'مرحبًا' } }] : [],
}));

it("keeps a screen's labels when the language's part arrives after them", async () => {
  await loadAllTranslations(); // the frame is up: every area's keys are wanted
  addScreenTranslations({
    tr: { dashboard: { attention: { title: 'İlgilenilmesi gerekenler' } } },
    en: { dashboard: { attention: { title: 'Needs attention' } } },
    ar: { dashboard: { attention: { title: 'بحاجة إلى متابعة' } } },
  });
  await switchLanguage('ar');
  expect(i18n.language).toBe('ar');
  expect(i18n.t('dashboard.welcome')).toBe('مرحبًا');
  expect(i18n.t('dashboard.attention.title')).toBe('بحاجة إلى متابعة');
});
