import i18n, { type BackendModule, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import * as i18nApi from '../../contract/endpoints/start-up/i18n';
import { FALLBACK_LANGUAGE, LANGUAGES, isLanguage } from '../../contract/languages';
import { endpointUrl } from './api';
import { initialLanguage } from './language';

/** The server merges locales/{lang}/*.json into one file per language. */
const fetchBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, _namespace, callback) {
    fetch(endpointUrl(i18nApi.getTranslations, { params: { file: `locale-${language}.json` } }))
      .then((response) => {
        if (!response.ok) throw new Error(`locale ${language}: HTTP ${response.status}`);
        return response.json();
      })
      .then(
        (data) => callback(null, data),
        (error: Error) => callback(error, false),
      );
  },
};

/**
 * French backs up a language the app does not speak. A language it speaks has every key, non-empty
 * (locales/locales.test.ts), so it needs no fallback: a first visit fetches its own file only, the
 * other one at a switch (docs/decisions/initial-load.md).
 */
const fallbackOf = (code: string): string[] => (isLanguage(code) ? [] : [FALLBACK_LANGUAGE]);

/** Keys are flat dotted strings (e.g. `modal.genericError` and `modal.genericError.desc`). */
export const I18N_OPTIONS: InitOptions = {
  fallbackLng: fallbackOf,
  supportedLngs: [...LANGUAGES],
  load: 'languageOnly',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
};

export function initI18n(): void {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  void i18n
    .use(fetchBackend)
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, lng: initialLanguage() });
}
