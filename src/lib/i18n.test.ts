import i18next, { type BackendModule } from 'i18next';
import { expect, it } from 'vitest';
import { I18N_OPTIONS } from './i18n';

/** An i18next started in `lng` with the app's options; `fetched` lists the files it reads. */
async function started(lng: string) {
  const fetched: string[] = [];
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read(language, _namespace, callback) {
      fetched.push(language);
      callback(null, { greeting: `hello ${language}` });
    },
  };
  const i18n = i18next.createInstance();
  await i18n.use(backend).init({ ...I18N_OPTIONS, lng });
  return { i18n, fetched };
}

it('fetches the translations of the language in use only, the other at a switch', async () => {
  const { i18n, fetched } = await started('en');
  expect(fetched).toEqual(['en']);
  expect(i18n.t('greeting')).toBe('hello en');

  await i18n.changeLanguage('fr');
  expect(fetched).toEqual(['en', 'fr']);
  expect(i18n.t('greeting')).toBe('hello fr');
});

it('speaks French to a browser in a language the app does not speak', async () => {
  const { i18n, fetched } = await started('de');
  expect(fetched).toEqual(['fr']);
  expect(i18n.resolvedLanguage).toBe('fr');
  expect(i18n.t('greeting')).toBe('hello fr');
});
