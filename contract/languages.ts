/** Interface languages (spec 000 §1): French, the fallback, and English. Free of zod, so the
 *  client's start-up bundle can import it without pulling in the schemas. */
export const Language = { fr: 'fr', en: 'en' } as const;
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'fr';

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.includes(value as Language);
