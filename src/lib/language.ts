import i18n from 'i18next';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '../../contract/languages';

const STORAGE_KEY = 'pecule.language';

/** The language the person chose explicitly on this browser, if any. */
function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Stored choice, else the browser's preference, else French. */
export function initialLanguage(): Language {
  const browser = navigator.language.slice(0, 2);
  return storedLanguage() ?? (isLanguage(browser) ? browser : FALLBACK_LANGUAGE);
}

/** Switches the interface language and remembers the choice on this browser. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage; the switch still applies to this visit.
  }
  await i18n.changeLanguage(language);
}

export const asLanguage = (value: unknown): Language =>
  isLanguage(value) ? value : FALLBACK_LANGUAGE;

/** The interface language in use. */
export const currentLanguage = (): Language => asLanguage(i18n.resolvedLanguage);
