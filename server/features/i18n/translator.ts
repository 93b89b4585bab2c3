import type { Language } from '../../../contract/auth';
import { loadTranslations } from './i18n.service';

const cache = new Map<Language, Record<string, string>>();

/** Server-side texts (mails) from the same locale files as the SPA, {{name}} interpolated. */
export function translate(language: Language, key: string, values: Record<string, string> = {}) {
  if (!cache.has(language)) cache.set(language, loadTranslations(language));
  const template = cache.get(language)?.[key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
