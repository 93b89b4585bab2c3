import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N_OPTIONS } from '../lib/i18n';

/** Tests read the real locale files, bundled in memory instead of fetched, in English. */
const files = import.meta.glob<Record<string, string>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

const bundle = (language: string) =>
  Object.assign(
    {},
    ...Object.entries(files)
      .filter(([path]) => path.includes(`/locales/${language}/`))
      .map(([, entries]) => entries),
  ) as Record<string, string>;

void i18n.use(initReactI18next).init({
  ...I18N_OPTIONS,
  lng: 'en',
  initAsync: false,
  resources: { fr: { translation: bundle('fr') }, en: { translation: bundle('en') } },
});
